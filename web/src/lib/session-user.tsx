import type { User } from "@contract/auth";
import { createContext, useContext } from "react";

export const SessionUserContext = createContext<User | null>(null);

/** The signed-in user. Only used below the signed-in app, where there always is one. */
export function useSessionUser(): User {
  const user = useContext(SessionUserContext);
  if (!user) throw new Error("useSessionUser outside the signed-in app");
  return user;
}
