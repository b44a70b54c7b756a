import { Link } from "react-router-dom";

export default function ChatPage() {
  return (
    <main className="mx-auto flex min-h-dvh max-w-3xl flex-col px-4 pt-4">
      <header className="flex items-center gap-3">
        <Link to="/" className="btn btn-ghost btn-sm" aria-label="Back to home">
          ←
        </Link>
        <div>
          <h1 className="text-lg font-bold">SoloSensei AI</h1>
          <p className="text-sm text-success">Online & Ready to Help</p>
        </div>
      </header>
    </main>
  );
}
