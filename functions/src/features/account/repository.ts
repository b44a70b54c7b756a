import { z } from "zod";
import { typedCollection } from "../../lib/typed-collection";

// Other features own these documents' shapes; the account feature only finds, exports and deletes them.
const anyDoc = z.record(z.string(), z.unknown());
const ownedDoc = z.object({ userId: z.string() }).loose();

export const ownedCollections = ["learningPaths", "chatSessions"] as const;
export const owned = (name: (typeof ownedCollections)[number]) => typedCollection(name, ownedDoc);
export const anyCollection = (path: string) => typedCollection(path, anyDoc);
export const passwordResetsOf = () => typedCollection("passwordResets", z.object({ uid: z.string() }).loose());
