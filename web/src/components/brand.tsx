export function Brand({ className = "" }: { className?: string }) {
  return (
    <div className={`flex items-center gap-2 ${className}`}>
      <img src="/favicon.svg" alt="" width={36} height={36} className="rounded-lg" />
      <span className="text-2xl font-extrabold tracking-tight">SoloSensei</span>
    </div>
  );
}
