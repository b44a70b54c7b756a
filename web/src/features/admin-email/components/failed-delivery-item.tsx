import { EMAIL_KIND_LABELS, type FailedDelivery } from "@contract/email";
import { formatAge } from "@contract/relative-time";
import { Link } from "react-router-dom";
import { routePaths } from "@/lib/route-paths";

/** One email the extension could not send: to whom, what, when and why. */
export function FailedDeliveryItem({ delivery, now }: { delivery: FailedDelivery; now: Date }) {
  return (
    <li className="rounded-box border border-base-300 p-3" aria-label={delivery.subject}>
      <div className="flex flex-wrap items-center gap-2 text-xs">
        {delivery.kind && <span className="badge badge-sm badge-outline">{EMAIL_KIND_LABELS[delivery.kind]}</span>}
        {delivery.permanent ? (
          <span className="badge badge-sm badge-error">Address refused: email stopped</span>
        ) : (
          <span className="badge badge-sm badge-ghost">Temporary</span>
        )}
        {delivery.at && (
          <time dateTime={delivery.at} className="text-base-content/75">
            {formatAge(new Date(delivery.at), now)}
          </time>
        )}
      </div>
      <p className="mt-1 font-semibold break-words">{delivery.subject}</p>
      <p className="text-sm break-words">
        To{" "}
        {delivery.uid ? (
          <Link className="link" to={routePaths.adminLearnerIncubator(delivery.uid)}>
            {delivery.name ?? "a deleted account"}
          </Link>
        ) : (
          "an address without an account"
        )}
      </p>
      <p className="mt-1 text-xs break-words text-base-content/75">{delivery.error}</p>
    </li>
  );
}
