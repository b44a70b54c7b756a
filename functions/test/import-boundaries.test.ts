import { ESLint } from "eslint";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// `npm run lint` enforces the import direction of docs/architecture.md on both sides
// (eslint.config.js), through the web's @/ and @contract aliases too: these lint small sources
// under made-up file names inside the real folders.
const eslint = new ESLint({ cwd: join(__dirname, "../..") });

/** A source importing each of `sources` (and using them, so the fixture is otherwise clean). */
const importing = (...sources: string[]) =>
  sources.map((source, index) => `import * as m${index} from "${source}";\nexport { m${index} };\n`).join("");

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === "import-x/no-restricted-paths")
    .map((message) => message.message);
}

describe("import boundaries (functions)", () => {
  it("rejects a feature importing another feature", async () => {
    const errors = await boundaryErrors("functions/src/features/chat/fixture.ts", importing("../learning/service.js"));
    expect(errors).toEqual([expect.stringContaining("Features never import each other")]);
  });

  it("rejects it from a .tsx file too", async () => {
    const errors = await boundaryErrors("functions/src/features/chat/fixture.tsx", importing("../learning/service.js"));
    expect(errors).toEqual([expect.stringContaining("Features never import each other")]);
  });

  it("rejects lib/ importing a feature or ai/, and ai/ importing a feature", async () => {
    expect(
      await boundaryErrors("functions/src/lib/fixture.ts", importing("../features/learning/service.js")),
    ).toHaveLength(1);
    expect(await boundaryErrors("functions/src/lib/fixture.ts", importing("../ai/provider.js"))).toHaveLength(1);
    expect(
      await boundaryErrors("functions/src/ai/fixture.ts", importing("../features/learning/service.js")),
    ).toHaveLength(1);
  });

  it("rejects the answer gate and the offline evaluator importing each other, and text-analysis importing either", async () => {
    const gate = "functions/src/ai/answer-gate/fixture.ts";
    const evaluator = "functions/src/ai/local-evaluator/fixture.ts";
    expect(await boundaryErrors(gate, importing("../local-evaluator/judge.js"))).toEqual([
      expect.stringContaining("never import each other"),
    ]);
    expect(await boundaryErrors(evaluator, importing("../answer-gate/junk.js"))).toHaveLength(1);
    expect(
      await boundaryErrors("functions/src/ai/text-analysis/fixture.ts", importing("../answer-gate/junk.js")),
    ).toHaveLength(1);
    expect(await boundaryErrors(gate, importing("../text-analysis/text.js"))).toEqual([]);
    expect(await boundaryErrors(evaluator, importing("../text-analysis/nlp.js"))).toEqual([]);
  });

  it("rejects http/ importing a feature: a feature supplies its own access check to defineRoute", async () => {
    expect(await boundaryErrors("functions/src/http/fixture.ts", importing("../features/incubator/access.js"))).toEqual(
      [expect.stringContaining("http/ never imports features")],
    );
  });

  it("rejects a shared core (domain/) importing a feature, http/ or ai/, and lib/ or ai/ importing it", async () => {
    const core = "functions/src/domain/incubator/fixture.ts";
    expect(await boundaryErrors(core, importing("../../features/incubator/service.js"))).toEqual([
      expect.stringContaining("domain/ (the shared cores below the features) imports only lib/ and contract/"),
    ]);
    expect(await boundaryErrors(core, importing("../../http/define-route.js"))).toHaveLength(1);
    expect(await boundaryErrors(core, importing("../../ai/provider.js"))).toHaveLength(1);
    expect(await boundaryErrors("functions/src/lib/fixture.ts", importing("../domain/incubator/view.js"))).toHaveLength(
      1,
    );
    expect(await boundaryErrors("functions/src/ai/fixture.ts", importing("../domain/incubator/view.js"))).toHaveLength(
      1,
    );
    expect(
      await boundaryErrors(core, importing("./view.js", "../../lib/clock.js", "../../contract/common.js")),
    ).toEqual([]);
  });

  it("accepts a feature importing itself, a shared core, http/, lib/ and contract/", async () => {
    const code = importing(
      "./service.js",
      "../../domain/incubator/view.js",
      "../../http/define-route.js",
      "../../lib/clock.js",
      "../../contract/learning.js",
    );
    expect(await boundaryErrors("functions/src/features/learning/fixture.ts", code)).toEqual([]);
  });
});

describe("one way to reach Firestore (functions)", () => {
  const firestoreErrors = async (filePath: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath });
    return (result?.messages ?? []).filter((message) => message.ruleId === "@typescript-eslint/no-restricted-imports");
  };
  const registry =
    'import { users } from "../../lib/collections";\nimport { db } from "../../lib/firebase";\nexport const all = [users, db];\n';

  it("rejects a feature's service reaching the collection registry or the Firestore handle", async () => {
    expect(await firestoreErrors("functions/src/features/chat/fixture.ts", registry)).toHaveLength(2);
  });

  it("accepts the feature's repository doing so, and a service using the registry's types", async () => {
    expect(await firestoreErrors("functions/src/features/chat/repository.ts", registry)).toEqual([]);
    const types = 'import type { StoredDoc } from "../../lib/collections";\nexport type Row = StoredDoc<string>;\n';
    expect(await firestoreErrors("functions/src/features/chat/fixture.ts", types)).toEqual([]);
  });
});

describe("import boundaries (web)", () => {
  it("rejects a feature importing another feature, by alias or relative path", async () => {
    const file = "web/src/features/catalogue/components/fixture.tsx";
    for (const source of ["@/features/learning/api/get-path-progress", "../../learning/api/get-path-progress"])
      expect(await boundaryErrors(file, importing(source))).toEqual([
        expect.stringContaining("Features never import each other"),
      ]);
  });

  it("rejects components/ and lib/ importing a feature or app/, and a feature importing app/", async () => {
    const feature = importing("@/features/learning/api/get-path-progress");
    expect(await boundaryErrors("web/src/components/fixture.tsx", feature)).toHaveLength(1);
    expect(await boundaryErrors("web/src/lib/fixture.ts", feature)).toHaveLength(1);
    expect(await boundaryErrors("web/src/lib/fixture.ts", importing("@/app/routes"))).toHaveLength(1);
    expect(await boundaryErrors("web/src/features/home/fixture.ts", importing("@/app/routes"))).toHaveLength(1);
  });

  it("accepts a feature importing itself, components/, lib/ and the contract", async () => {
    const code = importing("../api/get-path-progress", "@/components/modal", "@/lib/api-client", "@contract/learning");
    expect(await boundaryErrors("web/src/features/learning/components/fixture.tsx", code)).toEqual([]);
  });
});

describe("mutations (web)", () => {
  it("accepts TanStack's useMutation in a feature's api file, as TanStack Query documents it", async () => {
    const code =
      'import { useMutation, useQueryClient } from "@tanstack/react-query";\nexport { useMutation, useQueryClient };\n';
    const [result] = await eslint.lintText(code, { filePath: "web/src/features/learning/api/fixture.ts" });
    expect((result?.messages ?? []).filter((message) => message.ruleId === "no-restricted-imports")).toEqual([]);
  });
});
