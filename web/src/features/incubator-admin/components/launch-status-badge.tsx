/** Whether the Incubator is open to learners, in a word (the Launch tab and the admin panel's header). */
export function LaunchStatusBadge({ open }: { open: boolean }) {
  return open ? (
    <span className="badge badge-success">Incubator open to learners</span>
  ) : (
    <span className="badge badge-ghost">Incubator for admins only</span>
  );
}
