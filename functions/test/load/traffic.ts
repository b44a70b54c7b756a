import { randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { APP_URL, assertContract } from "../api-client";

// Timed API calls for the load run: each answer recorded under its endpoint (the route's pattern),
// every call bounded by a timeout, a contract drift counted as an error of its own.

const TIMEOUT_MS = 30_000;
export const EVALUATE = "POST /incubator/step/:id/evaluate";

export interface Answer<T = any> {
  status: number;
  body: T;
  /** No answer came, or the emulator's own failure (a worker that died or did not start). */
  lost: boolean;
}

const RETRIES = 3;
const RETRY_PAUSE_MS = 3_000;

/** A signed-in (or not yet) user of the run: their cookie, and an Idempotency-Key per write. */
export class Caller {
  cookie: string | null = null;
  constructor(readonly traffic: Traffic) {}

  /**
   * A write as the web sends it: one Idempotency-Key for the intent, sent again with it (up to
   * 3 times, 3 s apart) while the answer is lost or 409 "still being processed".
   */
  async write<T = any>(endpoint: string, method: string, path: string, body?: unknown): Promise<Answer<T>> {
    const key = randomUUID();
    for (let attempt = 1; ; attempt += 1) {
      const answer = await this.call<T>(endpoint, method, path, body, key);
      if ((!answer.lost && answer.status !== 409) || attempt > RETRIES) return answer;
      await sleep(RETRY_PAUSE_MS);
    }
  }

  async call<T = any>(
    endpoint: string,
    method: string,
    path: string,
    body?: unknown,
    key = randomUUID(),
  ): Promise<Answer<T>> {
    // The time is taken once the client lets the request out: what the server's answer takes.
    await this.traffic.gate?.enter();
    const started = performance.now();
    let status: number | string = "timeout";
    try {
      const response = await fetch(`${APP_URL}/api${path}`, {
        method,
        redirect: "manual",
        headers: {
          ...(body !== undefined ? { "content-type": "application/json" } : {}),
          ...(method !== "GET" ? { origin: APP_URL } : {}),
          ...(method === "POST" ? { "idempotency-key": key } : {}),
          ...(this.cookie ? { cookie: `__session=${this.cookie}` } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      // The emulator's own failures (a worker that did not start) answer without the app's JSON.
      const json = response.headers.get("content-type")?.includes("json");
      status = response.status >= 500 && !json ? `${response.status} emulator` : response.status;
      for (const setCookie of response.headers.getSetCookie()) {
        const match = /^__session=([^;]*)/.exec(setCookie);
        if (match) this.cookie = match[1] ? decodeURIComponent(match[1]) : null;
      }
      const text = await response.text();
      const parsed: unknown = text && json ? JSON.parse(text) : text;
      try {
        assertContract(method, path, response.status, response.headers.get("content-type") ?? "", parsed);
      } catch (error) {
        this.traffic.problems.push(String(error));
        status = "contract";
      }
      return { status: response.status, body: parsed as T, lost: response.status >= 500 && !json };
    } catch {
      return { status: 0, body: undefined as T, lost: true };
    } finally {
      this.traffic.record(endpoint, status, performance.now() - started);
      this.traffic.gate?.leave();
    }
  }
}

/** At most `size` requests in flight: the others wait their turn, first come first served. */
export class Gate {
  private inFlight = 0;
  private readonly waiting: (() => void)[] = [];
  constructor(readonly size: number) {}

  async enter() {
    if (this.inFlight < this.size) this.inFlight += 1;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  /** Hands the place to the next waiting request, if any. */
  leave() {
    const next = this.waiting.shift();
    if (next) next();
    else this.inFlight -= 1;
  }
}

/** Every answer of the run, by endpoint: times and statuses; `gate` bounds the requests in flight. */
export class Traffic {
  constructor(readonly gate?: Gate) {}
  readonly byEndpoint = new Map<string, { ms: number[]; statuses: Map<string, number> }>();
  readonly problems: string[] = [];
  startedAt = performance.now();
  endedAt = performance.now();

  record(endpoint: string, status: number | string, ms: number) {
    let entry = this.byEndpoint.get(endpoint);
    if (!entry) this.byEndpoint.set(endpoint, (entry = { ms: [], statuses: new Map() }));
    entry.ms.push(ms);
    entry.statuses.set(String(status), (entry.statuses.get(String(status)) ?? 0) + 1);
  }

  /**
   * Answers that are neither 2xx nor the app's 4xx, by kind: the app's 5xx apart from the emulator's,
   * and an evaluation's 503 (the AI failed) apart from other 5xx.
   */
  failures() {
    const counts = { serverErrors: 0, aiUnavailable: 0, emulatorErrors: 0, timeouts: 0, contract: 0, tooMany: 0 };
    for (const [endpoint, { statuses }] of this.byEndpoint)
      for (const [status, count] of statuses) {
        if (status === "timeout" || status === "0") counts.timeouts += count;
        else if (status === "503" && endpoint === EVALUATE) counts.aiUnavailable += count;
        else if (status === "contract") counts.contract += count;
        else if (status === "429") counts.tooMany += count;
        else if (status.endsWith("emulator")) counts.emulatorErrors += count;
        else if (Number(status) >= 500) counts.serverErrors += count;
      }
    return counts;
  }

  /** Per endpoint: count, p50, p95, p99 (ms) and the answers that were not 2xx, by status. */
  summary(): EndpointSummary[] {
    return [...this.byEndpoint]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([endpoint, { ms, statuses }]) => {
        const sorted = [...ms].sort((a, b) => a - b);
        const at = (share: number) =>
          Math.round(sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!);
        const other = [...statuses].filter(([status]) => !/^2\d\d$/.test(status));
        return {
          endpoint,
          count: ms.length,
          p50: at(0.5),
          p95: at(0.95),
          p99: at(0.99),
          other: other.map(([status, count]) => `${status}: ${count}`).join(", ") || "-",
        };
      });
  }

  /** The run's length in seconds. */
  seconds(): number {
    return (this.endedAt - this.startedAt) / 1000;
  }

  /** The table: per endpoint count, p50, p95, p99 (ms) and the answers that were not 2xx; then throughput. */
  table(): string {
    const summary = this.summary();
    const rows = [
      ["endpoint", "count", "p50", "p95", "p99", "not 2xx"],
      ...summary.map((row) => [row.endpoint, ...[row.count, row.p50, row.p95, row.p99].map(String), row.other]),
    ];
    const total = summary.reduce((sum, row) => sum + row.count, 0);
    const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
    const lines = rows.map((row) => row.map((cell, column) => cell.padEnd(widths[column]!)).join("  "));
    const seconds = this.seconds();
    lines.push(`${total} requests in ${seconds.toFixed(1)} s: ${(total / seconds).toFixed(1)} requests/s`);
    return lines.join("\n");
  }
}

export interface EndpointSummary {
  endpoint: string;
  count: number;
  p50: number;
  p95: number;
  p99: number;
  /** The answers that were not 2xx, as "status: count, ...", or "-". */
  other: string;
}
