// Live reads of the signed-in learner's own documents (reactfire, under the Firestore rules).
import { skillProgressDocSchema, type SkillProgressDoc } from "@contract/assessment";
import { profileDocSchema, type ProfileDoc } from "@contract/profile";
import { collection, doc, orderBy, query } from "firebase/firestore";
import { useMemo } from "react";
import { useFirestore, useFirestoreCollectionData, useFirestoreDocData } from "reactfire";
import { useSessionUser } from "./session-user";

/** The learner profile; `profile` is null once loaded and missing. */
export function useLiveProfile(): { loading: boolean; profile: ProfileDoc | null } {
  const firestore = useFirestore();
  const { id } = useSessionUser();
  const ref = useMemo(() => doc(firestore, "profiles", id), [firestore, id]);
  const { status, data } = useFirestoreDocData(ref);
  if (status === "loading") return { loading: true, profile: null };
  const parsed = profileDocSchema.safeParse(data);
  return { loading: false, profile: parsed.success ? parsed.data : null };
}

/** Confidence per pillar, in pillar order (empty before the first assessment). */
export function useLiveSkillProgress(): { loading: boolean; entries: SkillProgressDoc[] } {
  const firestore = useFirestore();
  const { id } = useSessionUser();
  const ref = useMemo(
    () => query(collection(firestore, "users", id, "skillProgress"), orderBy("skillCategoryId")),
    [firestore, id],
  );
  const { status, data } = useFirestoreCollectionData(ref);
  if (status === "loading") return { loading: true, entries: [] };
  return {
    loading: false,
    entries: (data ?? []).flatMap((entry) => {
      const parsed = skillProgressDocSchema.safeParse(entry);
      return parsed.success ? [parsed.data] : [];
    }),
  };
}
