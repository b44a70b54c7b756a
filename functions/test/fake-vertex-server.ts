import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

// A stand-in for the Vertex AI REST API on 127.0.0.1, for the tests (ai-fixtures.ts) and the load
// bench (load/fake-vertex.ts). Free of vitest, so a script can start it too.

export type VertexHandler = (req: IncomingMessage, res: ServerResponse, body: unknown) => void;
export interface RecordedVertexRequest {
  url: string;
  headers: IncomingMessage["headers"];
  body: any;
}
export interface FakeVertex {
  baseUrl: string;
  close(): Promise<void>;
}

/** A generateContent answer of the Vertex AI REST API, served by model version `gemini-test-001`. */
export function vertexAnswer(text: string): VertexHandler {
  return (_req, res) => {
    res.writeHead(200, { "content-type": "application/json" });
    res.end(
      JSON.stringify({
        candidates: [{ content: { role: "model", parts: [{ text }] }, finishReason: "STOP", index: 0 }],
        usageMetadata: { promptTokenCount: 10, candidatesTokenCount: 5, totalTokenCount: 15 },
        modelVersion: "gemini-test-001",
      }),
    );
  };
}

const STATUS_NAMES: Record<number, string> = { 404: "NOT_FOUND", 429: "RESOURCE_EXHAUSTED" };
/** An error answer in Vertex AI's shape (404 is what a retired or unknown model gets). */
export const vertexStatus =
  (code: number, message = "error"): VertexHandler =>
  (_req, res) => {
    res.writeHead(code, { "content-type": "application/json" });
    res.end(JSON.stringify({ error: { code, message, status: STATUS_NAMES[code] ?? "UNAVAILABLE" } }));
  };

/**
 * A stand-in for the Vertex AI REST API on 127.0.0.1: each request is handed to `next`, which
 * records it and gives the handler that answers (none left: a 500).
 */
export async function startFakeVertex(
  next: (request: RecordedVertexRequest) => VertexHandler | undefined,
  port = 0,
): Promise<FakeVertex> {
  const server = createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => (raw += chunk));
    req.on("end", () => {
      const body = raw ? JSON.parse(raw) : undefined;
      const handler = next({ url: req.url ?? "", headers: req.headers, body }) ?? vertexStatus(500, "no handler left");
      handler(req, res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/**
 * An evaluator that reads the rubric off the evaluation prompt (ai/prompts.ts `evaluationPrompt`):
 * each criterion is met, quoting the answer's first words, when the answer has the rubric's
 * minChars; else missing. A tutor request (no response schema) gets a short text.
 */
export const vertexJudge: VertexHandler = (req, res, body: any) => {
  const prompt: string = body?.contents?.at(-1)?.parts?.[0]?.text ?? "";
  if (!body?.generationConfig?.responseJsonSchema)
    return vertexAnswer("What would your best client say you do better than anyone else?")(req, res, body);
  const answer = /<answer>\n([\s\S]*)\n<\/answer>/.exec(prompt)?.[1] ?? "";
  const minChars = Number(/at least (\d+) characters/.exec(prompt)?.[1] ?? 0);
  const met = answer.length >= minChars;
  const quote = answer.split("\n")[0]!.split(/\s+/).slice(0, 6).join(" ");
  const judgements = [...prompt.matchAll(/^- id: ([^;\s]+)/gm)].map(([, criterionId]) => ({
    criterionId,
    verdict: met ? "met" : "missing",
    quote: met ? quote : null,
    comment: met ? "Clear and specific." : "Not addressed yet.",
  }));
  const output = {
    judgements,
    summary: met ? "A specific answer." : "Say more about who you serve and how.",
    whatWorked: met ? ["You named it plainly."] : [],
    improve: met ? [] : ["Add detail."],
    rewriteSuggestion: "",
    nextHint: met ? "On to the next step." : "Start from one client you helped.",
  };
  return vertexAnswer(JSON.stringify(output))(req, res, body);
};
