import { Link } from "react-router-dom";
import { Icon } from "./icon";

type BackLinkProps = {
  /** What the way back leads to, e.g. "Back to Roadmap". */
  label: string;
  /** Extra spacing classes for where it stands. */
  className?: string;
} & (
  | { to: string }
  /** A button instead of a link, for a way back decided when pressed (e.g. the browser history). */
  | { onBack: () => void }
);

/** The way back at the top of a view: "← label", a link to `to` or a button running `onBack`. */
export function BackLink(props: BackLinkProps) {
  const className = `btn btn-ghost btn-sm mb-3 -ml-2 ${props.className ?? ""}`.trim();
  const content = (
    <>
      <Icon name="back" className="size-4" /> {props.label}
    </>
  );
  if ("to" in props)
    return (
      <Link to={props.to} className={className}>
        {content}
      </Link>
    );
  return (
    <button type="button" className={className} onClick={props.onBack}>
      {content}
    </button>
  );
}
