export function Tile({ label, value, hint }: { label: string; value: string; hint: string }) {
  return (
    <div className="card bg-base-200">
      <div className="card-body gap-0 p-4">
        <p className="text-base-content/75 text-sm font-semibold">{label}</p>
        <p className="text-3xl font-extrabold" data-testid={`tile-${label}`}>
          {value}
        </p>
        <p className="text-base-content/70 text-xs">{hint}</p>
      </div>
    </div>
  );
}
