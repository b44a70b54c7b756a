import type { NextFunction, Request, Response, Router } from "express";
import { logger } from "firebase-functions/logger";
import { z } from "zod/mini";
import { idSchema } from "../contract/common";
import { systemClock } from "../lib/clock";
import { HttpError, badRequest, forbidden, unauthorized } from "../lib/errors";
import { isEmulator } from "../lib/firebase";
import { assertBodyWithin, DEFAULT_BODY_LIMIT } from "./body-limit";
import { beginIdempotentCall } from "./idempotency";
import { assertSameSiteWrite } from "./origin";
import { contractDrift } from "./response-contract";
import { readSession, type SessionUser } from "./session";

/**
 * An access level a feature supplies (e.g. a switch that opens a feature to every signed-in user):
 * signed-in users it `allows`, others 403 with its `refusal`. Only admins are sure to pass one,
 * so the route-table attack suites call such routes as an admin.
 */
export interface AccessCheck {
  readonly name: string;
  allows(session: SessionUser): Promise<boolean>;
  readonly refusal: string;
}

/**
 * Who may call a route. `owner` and `ownerOrAdmin` are for user-scoped routes
 * (`/users/:id/...` or `/users/:userId/...`): writes are the owner's, reads also
 * the admins'. A feature's own level is an `AccessCheck`.
 */
export type Access = "public" | "user" | "admin" | "owner" | "ownerOrAdmin" | AccessCheck;
type Method = "get" | "post" | "patch" | "put" | "delete";

type Infer<S> = S extends z.ZodMiniType ? z.infer<S> : undefined;
type SessionFor<A extends Access> = A extends "public" ? SessionUser | null : SessionUser;

export interface RouteContext<A extends Access, B, P, Q> {
  session: SessionFor<A>;
  body: B;
  params: P;
  query: Q;
  req: Request;
  res: Response;
}

/** A handler's answer: plain data is a 200; `created`/`noContent`/`handled` say otherwise. */
export class Reply {
  constructor(
    readonly status: number,
    readonly body?: unknown,
  ) {}
}
export const created = (body: unknown) => new Reply(201, body);
export const noContent = () => new Reply(204);
/** The handler wrote the response itself (a redirect, a download). */
export const handled = () => new Reply(0);

/**
 * The path parameter naming the resource, and the API call that creates one (its answer's `id`,
 * or the field `idField` names), after the calls of `prepare` when it takes more than one.
 */
export interface OwnedResource {
  param: string;
  create: { method: "post"; path: string; body: unknown };
  prepare?: { method: "post"; path: string; body: unknown }[];
  idField?: string;
  /**
   * Test data `create` needs that no call of the owner makes (a coach's published hours): the
   * name of the attack suites' fixture that makes it (test/route-table.ts), whose values fill the
   * body's "{name}" placeholders. Routes that share one declaration share one resource.
   */
  fixture?: "bookableCoach";
}

export interface RouteSpec<
  A extends Access,
  BS extends z.ZodMiniType | undefined,
  PS extends z.ZodMiniType | undefined,
  QS extends z.ZodMiniType | undefined,
> {
  method: Method;
  path: string;
  access: A;
  body?: BS;
  params?: PS;
  query?: QS;
  /** The contract schema of a successful answer's body (docs/decisions/002-every-answer-has-a-contract.md). */
  response?: z.ZodMiniType;
  /**
   * The contract of a refusal that says more than `{message, errors?}`, by status (POST /sessions's
   * 409 names the free slots): the handler throws an HttpError whose `details` carry the rest.
   */
  errorResponses?: Partial<Record<number, z.ZodMiniType>>;
  /** Largest accepted body in bytes (default DEFAULT_BODY_LIMIT). */
  bodyLimit?: number;
  /**
   * For a route whose path names a resource by its own id (not under /users/:id): how a user
   * makes one, so the route-table attack suite (http/route-attacks.test.ts) can try it on
   * another user's resource.
   */
  ownedResource?: OwnedResource;
  /**
   * For a route whose path names, by its own id, what every signed-in user may read (a coach's free
   * slots): the parameter, so the attack suite expects no refusal of another user's id there.
   */
  sharedParam?: string;
  /**
   * RFC 8058's one-click unsubscribe: a mail provider POSTs a form with no Origin and no cookie. The
   * one declared exception to the same-site write check, for a public route whose signed token is
   * its only authority (the attack suites expect it to answer 200 and change nothing when forged).
   */
  oneClickUnsubscribe?: true;
  handler: (ctx: RouteContext<A, Infer<BS>, Infer<PS>, Infer<QS>>) => Promise<unknown>;
}

type AnyRouteSpec = RouteSpec<Access, z.ZodMiniType | undefined, z.ZodMiniType | undefined, z.ZodMiniType | undefined>;

/** A declared route: mounts itself on a router, and tells tests its method, path, response schema and spec. */
export interface RouteDefinition {
  (router: Router): void;
  readonly method: Method;
  readonly path: string;
  readonly response?: z.ZodMiniType;
  readonly spec: AnyRouteSpec;
}

/**
 * A union's "Invalid input" says nothing; when the value had the right type for exactly one of the
 * union's options (an answer is text or a list), that option's issues say what is wrong with it.
 */
function plainIssues(issue: z.core.$ZodIssue): z.core.$ZodIssue[] {
  if (issue.code !== "invalid_union") return [issue];
  const typed = issue.errors.filter(
    (issues) => !issues.some((inner) => inner.code === "invalid_type" && !inner.path.length),
  );
  if (typed.length !== 1) return [issue];
  return typed[0]!.flatMap((inner) => plainIssues({ ...inner, path: [...issue.path, ...inner.path] }));
}

export function validationError(error: z.core.$ZodError, where: string): HttpError {
  return badRequest(
    "Invalid request",
    error.issues.flatMap(plainIssues).map((issue) => ({
      path: issue.path.length ? issue.path.map(String).join(".") : where,
      message: issue.message,
    })),
  );
}

/**
 * A body that drifts from its contract fails loudly on the emulator (a 500, so tests see it) and is
 * logged in production, where the learner still gets the answer.
 */
function checkResponse(spec: { method: Method; path: string; response?: z.ZodMiniType }, body: unknown) {
  if (!spec.response) return;
  const drift = contractDrift(spec.response, body);
  if (!drift.length) return;
  const detail = `${spec.method.toUpperCase()} ${spec.path} answered outside its contract: ${drift.join("; ")}`;
  if (isEmulator()) throw new Error(detail);
  logger.error(detail);
}

function parse<S extends z.ZodMiniType | undefined>(schema: S, value: unknown, where: string): Infer<S> {
  if (!schema) return undefined as Infer<S>;
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(result.error, where);
  return result.data as Infer<S>;
}

/**
 * The one way to declare an endpoint: session, role, Origin check, zod validation
 * and the error shape happen here, once, for every route.
 */
export function defineRoute<
  A extends Access,
  BS extends z.ZodMiniType | undefined = undefined,
  PS extends z.ZodMiniType | undefined = undefined,
  QS extends z.ZodMiniType | undefined = undefined,
>(spec: RouteSpec<A, BS, PS, QS>): RouteDefinition {
  const ownerParam = /\/users\/:(\w+)/.exec(spec.path)?.[1];
  if ((spec.access === "owner" || spec.access === "ownerOrAdmin") && !ownerParam)
    throw new Error(`${spec.path}: '${spec.access}' routes need a /users/:id segment`);
  if (spec.oneClickUnsubscribe && (spec.access !== "public" || spec.method !== "post" || spec.body))
    throw new Error(`${spec.path}: a one-click unsubscribe is a public POST without a body schema`);
  const register = (router: Router) => {
    router[spec.method](spec.path, async (req: Request, res: Response, next: NextFunction) => {
      try {
        assertBodyWithin(req, spec.bodyLimit ?? DEFAULT_BODY_LIMIT);
        if (spec.method !== "get" && !spec.oneClickUnsubscribe) assertSameSiteWrite(req);
        const session = await readSession(req).catch((error: unknown) => {
          // A deactivated account's leftover cookie must not lock the browser out of signing out,
          // or of another account's sign-in: public routes serve it as a visitor.
          if (spec.access === "public" && error instanceof HttpError && error.status === 403) return null;
          throw error;
        });
        if (spec.access !== "public" && !session) throw unauthorized();
        if (spec.access === "admin" && session?.role !== "admin") throw forbidden("Administrator access required");
        if (typeof spec.access === "object" && session && !(await spec.access.allows(session)))
          throw forbidden(spec.access.refusal);
        if (ownerParam && session && (spec.access === "owner" || spec.access === "ownerOrAdmin")) {
          const isOwner = req.params[ownerParam] === session.uid;
          if (!isOwner && !(spec.access === "ownerOrAdmin" && session.role === "admin")) throw forbidden();
        }
        const params = parse(spec.params as PS, req.params, "params");
        const query = parse(spec.query as QS, req.query, "query");
        const body = parse(spec.body as BS, req.body ?? {}, "body");
        const call =
          spec.method === "post" && session ? await beginIdempotentCall(req, session.uid, systemClock.now()) : null;
        if (call?.replay) return send(res, new Reply(call.replay.status, call.replay.body));
        let reply: Reply;
        try {
          const result = await spec.handler({
            session: session as SessionFor<A>,
            body,
            params,
            query,
            req,
            res,
          });
          reply = result instanceof Reply ? result : new Reply(200, result);
          if (reply.status !== 0 && reply.status !== 204) checkResponse(spec, reply.body);
        } catch (error) {
          if (error instanceof HttpError && error.status < 500) await call?.finish(error.status, error.toBody());
          else await call?.abandon();
          throw error;
        }
        if (reply.status === 0) await call?.abandon();
        else await call?.finish(reply.status, reply.body);
        send(res, reply);
      } catch (error) {
        next(error);
      }
    });
  };
  // The declaration stays readable, so tests can walk the route table (http/route-attacks.test.ts).
  return Object.assign(register, {
    method: spec.method,
    path: spec.path,
    response: spec.response,
    spec: spec as AnyRouteSpec,
  });
}

function send(res: Response, reply: Reply): void {
  if (reply.status === 0) return;
  if (reply.status === 204) res.status(204).end();
  else res.status(reply.status).json(reply.body);
}

/** Path parameters follow the shared id rule (contract/common.ts). */
export const idParam = idSchema;
/** The params of a route addressed by one `:id`: a user (`/users/:id/...`), a path, a chat session. */
export const idParams = z.object({ id: idParam });

/** A resource named by the route's `:id`, which a user makes with `POST path` and `body` ("{uid}": the caller). */
export function ownedById(path: string, body: unknown): OwnedResource {
  return { param: "id", create: { method: "post", path, body } };
}
