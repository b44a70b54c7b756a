import { useState } from "react";
import { Link } from "react-router-dom";
import { SectionCard } from "@/components/section-card";
import { routePaths } from "@/lib/route-paths";
import { useSessionUser } from "@/lib/session-user";
import { useActionItems } from "../api/list-action-items";
import { ActionItemList } from "./action-item-list";

/**
 * Home's "Action items": what the coach's sessions left to do. An item ticked off here stays in
 * sight, struck through, until the learner leaves Home (so a slip can be undone); nothing shows
 * while there is nothing open.
 */
export default function ActionItemsCard() {
  const items = useActionItems(useSessionUser().id);
  const [seen, setSeen] = useState<ReadonlySet<string>>(new Set());
  const open = items.data?.items.filter((item) => !item.done || seen.has(item.id)) ?? [];
  // The open ones as first loaded: ticking one off keeps it here.
  const openIds = open.filter((item) => !item.done).map((item) => item.id);
  if (openIds.some((id) => !seen.has(id))) setSeen(new Set([...seen, ...openIds]));
  if (open.length === 0) return null;
  return (
    <SectionCard
      title="Action items"
      description="From your sessions with your coach"
      actions={
        <Link to={routePaths.sessions} className="link link-primary text-sm whitespace-nowrap">
          My sessions
        </Link>
      }
    >
      <ActionItemList items={open} />
    </SectionCard>
  );
}
