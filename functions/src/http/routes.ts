import { authRoutes } from "../features/auth/routes";
import { messageRoutes } from "../features/messages/routes";
import { systemRoutes } from "../features/system/routes";
import type { RouteDefinition } from "./define-route";

/** Every feature's routes, mounted under /api. */
export const routes: RouteDefinition[] = [...systemRoutes, ...authRoutes, ...messageRoutes];
