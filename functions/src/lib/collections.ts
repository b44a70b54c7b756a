import { userDocSchema, usernameDocSchema } from "../contract/auth";
import { profileDocSchema } from "../contract/profile";
import { typedCollection } from "./typed-collection";

// Collections that several features read; each feature keeps its own beside its service.
export const users = () => typedCollection("users", userDocSchema);
export const usernames = () => typedCollection("usernames", usernameDocSchema);
export const profiles = () => typedCollection("profiles", profileDocSchema);
