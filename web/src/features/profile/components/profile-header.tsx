import type { User } from "@contract/auth";
import { firstCharacters } from "@contract/text";

/** The first characters of the first two words that start with a letter or digit ("Ana 👋🏽 Lopez": "AL"). */
const initials = (name: string) => {
  const words = name.split(/\s+/).filter(Boolean);
  const lettered = words.filter((word) => /^[\p{L}\p{N}]/u.test(word));
  return (lettered.length ? lettered : words)
    .slice(0, 2)
    .map((word) => firstCharacters(word, 1).toUpperCase())
    .join("");
};

export function ProfileHeader({ user, level }: { user: User; level: string }) {
  const displayName = user.name || user.username;
  return (
    <section className="card bg-base-100 shadow-sm">
      <div className="card-body flex-row items-center gap-4">
        {user.avatar ? (
          <img src={user.avatar} alt="" className="size-16 rounded-full object-cover" />
        ) : (
          <div
            aria-hidden="true"
            className="flex size-16 shrink-0 items-center justify-center rounded-full bg-neutral text-xl font-bold text-neutral-content"
          >
            {initials(displayName)}
          </div>
        )}
        <div className="flex min-w-0 flex-col gap-1">
          <h2 className="truncate text-xl font-bold">{displayName}</h2>
          <p className="truncate text-base-content/75">{user.email}</p>
          <div className="flex flex-wrap gap-2">
            <span className="badge badge-neutral">{user.role === "admin" ? "Administrator" : "User"}</span>
            <span className="badge badge-outline">{level}</span>
          </div>
        </div>
      </div>
    </section>
  );
}
