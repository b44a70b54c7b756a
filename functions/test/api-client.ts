import { randomUUID } from "node:crypto";
import type { z } from "zod/mini";
import type { AuthResponse, User } from "../src/contract/auth";
import { apiErrorSchema } from "../src/contract/errors";
import { contractDrift } from "../src/http/response-contract";
import { routes } from "../src/routes";
import { auth, db } from "../src/lib/firebase";

export const APP_URL = process.env.SOLOSENSEI_APP_URL ?? "http://localhost:5000";

export interface ApiResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

/** Each declared route as a matcher of concrete paths (`/users/:id/profile` -> `/users/[^/]+/profile`). */
const routeMatchers = routes.map((route) => ({
  route,
  pattern: new RegExp(`^${route.path.replace(/:\w+/g, "[^/]+")}$`),
}));

/**
 * The contract every answer must keep: a success body its route's response schema, an error body
 * `{message, errors?}`. A drifting answer fails the test that received it.
 */
export function assertContract(method: string, path: string, status: number, contentType: string, body: unknown) {
  if (!contentType.includes("application/json")) return;
  const bare = path.split("?")[0]!;
  const route = routeMatchers.find(
    ({ route, pattern }) => route.method === method.toLowerCase() && pattern.test(bare),
  )?.route;
  let schema: z.ZodMiniType | undefined =
    status >= 400 ? (route?.spec.errorResponses?.[status] ?? apiErrorSchema) : undefined;
  if (status < 300) schema = route?.response;
  if (!schema) return;
  const drift = contractDrift(schema, body);
  if (drift.length) throw new Error(`${method} ${path} (${status}) answered outside its contract: ${drift.join("; ")}`);
}

/** A test's browser stand-in: remembers the __session cookie and sends the app's Origin. */
export class ApiClient {
  cookie: string | null = null;

  constructor(readonly origin: string | null = APP_URL) {}

  async request<T = any>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<ApiResponse<T>> {
    const response = await fetch(`${APP_URL}/api${path}`, {
      method,
      redirect: "manual",
      headers: {
        ...(body !== undefined ? { "content-type": "application/json" } : {}),
        ...(this.origin && method !== "GET" ? { origin: this.origin } : {}),
        ...(this.cookie ? { cookie: `__session=${this.cookie}` } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    });
    for (const setCookie of response.headers.getSetCookie()) {
      const match = /^__session=([^;]*)/.exec(setCookie);
      if (match) this.cookie = match[1] ? decodeURIComponent(match[1]) : null;
    }
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // Leave non-JSON bodies as text.
    }
    assertContract(method, path, response.status, response.headers.get("content-type") ?? "", parsed);
    return { status: response.status, body: parsed as T, headers: response.headers };
  }

  get = <T = any>(path: string) => this.request<T>("GET", path);
  post = <T = any>(path: string, body: unknown = {}) => this.request<T>("POST", path, body);
  patch = <T = any>(path: string, body: unknown = {}) => this.request<T>("PATCH", path, body);
  put = <T = any>(path: string, body: unknown = {}) => this.request<T>("PUT", path, body);
  delete = <T = any>(path: string) => this.request<T>("DELETE", path);
}

export const STRONG_PASSWORD = "Sensei12345";

export interface TestUser {
  client: ApiClient;
  user: User;
  password: string;
  customToken: string;
}

/** A fresh, signed-in throwaway account: tests never share data or trip limits on seeded accounts. */
export async function newUser(
  overrides: Partial<{ name: string; password: string; timeZone: string }> = {},
): Promise<TestUser> {
  const client = new ApiClient();
  const suffix = randomUUID().slice(0, 12).replace(/-/g, "");
  const password = overrides.password ?? STRONG_PASSWORD;
  const response = await client.post<AuthResponse>("/register", {
    username: `t_${suffix}`,
    email: `t_${suffix}@example.test`,
    password,
    name: overrides.name ?? `Test ${suffix}`,
    ...(overrides.timeZone ? { timeZone: overrides.timeZone } : {}),
  });
  if (response.status !== 201) throw new Error(`register failed: ${response.status} ${JSON.stringify(response.body)}`);
  return { client, user: response.body.user, password, customToken: response.body.customToken };
}

/** A fresh admin: registered like anyone, then promoted through the admin SDK, then signed in again. */
export async function newAdmin(): Promise<TestUser> {
  const created = await newUser();
  await auth.setCustomUserClaims(created.user.id, { role: "admin" });
  await db.collection("users").doc(created.user.id).update({ role: "admin" });
  const client = new ApiClient();
  const login = await client.post<AuthResponse>("/login", {
    username: created.user.username,
    password: created.password,
  });
  if (login.status !== 200) throw new Error(`admin login failed: ${login.status}`);
  return { ...created, client, user: login.body.user };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
