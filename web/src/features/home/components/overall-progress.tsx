import { overallProgress } from "@contract/progress";
import { collection, query, where } from "firebase/firestore";
import { useMemo } from "react";
import { useFirestore, useFirestoreCollectionData } from "reactfire";
import { ErrorBoundary } from "@/components/error-boundary";
import { useSessionUser } from "@/lib/session-user";

function LivePercentage() {
  const firestore = useFirestore();
  const { id } = useSessionUser();
  const ref = useMemo(() => query(collection(firestore, "learningPaths"), where("userId", "==", id)), [firestore, id]);
  const { data } = useFirestoreCollectionData(ref);
  return <>{overallProgress(data ?? [])}%</>;
}

export function OverallProgressCard() {
  return (
    <section className="card bg-base-100 shadow-sm" aria-labelledby="overall-progress">
      <div className="card-body flex-row items-center justify-between">
        <h2 id="overall-progress" className="card-title text-base">
          Overall Progress
        </h2>
        <p className="text-3xl font-extrabold">
          {/* Learning paths may not be readable yet (no paths feature): that is 0%. */}
          <ErrorBoundary fallback="0%">
            <LivePercentage />
          </ErrorBoundary>
        </p>
      </div>
    </section>
  );
}
