import { Link } from "react-router-dom";
import { routePaths } from "@/lib/route-paths";

/** What a view shows when it failed to render: never a blank app, always a way back. */
export function RouteError({ retry }: { retry: () => void }) {
  return (
    <main className="mx-auto flex min-h-[60dvh] w-full max-w-md flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-xl font-bold">Something went wrong</h1>
      <p className="text-base-content/80">This page could not be shown. Try again, or go back to your home page.</p>
      <div className="flex flex-wrap justify-center gap-3">
        <button type="button" className="btn btn-primary" onClick={retry}>
          Try again
        </button>
        <Link to={routePaths.home} className="btn btn-outline">
          Go to Home
        </Link>
      </div>
    </main>
  );
}
