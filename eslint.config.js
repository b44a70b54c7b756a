import js from "@eslint/js";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import tseslint from "typescript-eslint";

/** Feature folder names under a features/ folder: each one may import only itself. */
const featuresIn = (folder) =>
  readdirSync(new URL(folder, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const ownFeatureOnly = (folder) =>
  featuresIn(folder).map((feature) => ({
    target: `${folder}/${feature}`,
    from: folder,
    except: [`./${feature}`],
    message: "Features never import each other: move what both need to lib/ (or compose them one level up).",
  }));

// The import direction of docs/architecture.md.
// Web: app -> features -> components, lib -> contract.
const webZones = [
  ...ownFeatureOnly("./web/src/features"),
  { target: "./web/src/features", from: "./web/src/app", message: "Features never import app/." },
  {
    target: ["./web/src/components", "./web/src/lib"],
    from: ["./web/src/features", "./web/src/app"],
    message: "components/ and lib/ never import features or app/.",
  },
];
// Functions: index (and the route table) -> features -> domain, http -> lib -> contract; ai -> lib -> contract.
const functionsZones = [
  {
    target: "./functions/src/domain",
    from: [
      "./functions/src/features",
      "./functions/src/http",
      "./functions/src/ai",
      "./functions/src/index.ts",
      "./functions/src/triggers.ts",
    ],
    message: "domain/ (the shared cores below the features) imports only lib/ and contract/.",
  },
  ...ownFeatureOnly("./functions/src/features"),
  {
    target: "./functions/src/features",
    from: ["./functions/src/index.ts", "./functions/src/triggers.ts"],
    message: "Features never import the entry point.",
  },
  {
    target: "./functions/src/http",
    from: ["./functions/src/features", "./functions/src/index.ts", "./functions/src/triggers.ts"],
    message: "http/ never imports features or the entry point.",
  },
  {
    target: "./functions/src/ai",
    from: [
      "./functions/src/features",
      "./functions/src/domain",
      "./functions/src/http",
      "./functions/src/index.ts",
      "./functions/src/triggers.ts",
    ],
    message: "ai/ imports only lib/ and contract/.",
  },
  ...[
    ["answer-gate", "local-evaluator"],
    ["local-evaluator", "answer-gate"],
  ].map(([target, from]) => ({
    target: `./functions/src/ai/${target}`,
    from: `./functions/src/ai/${from}`,
    message: "The answer gate and the offline evaluator never import each other: what both read is ai/text-analysis/.",
  })),
  {
    target: "./functions/src/ai/text-analysis",
    from: ["./functions/src/ai/answer-gate", "./functions/src/ai/local-evaluator"],
    message: "ai/text-analysis/ serves the gate and the offline evaluator, and imports neither.",
  },
  {
    target: "./functions/src/lib",
    from: [
      "./functions/src/features",
      "./functions/src/domain",
      "./functions/src/http",
      "./functions/src/ai",
      "./functions/src/index.ts",
      "./functions/src/triggers.ts",
    ],
    message: "lib/ imports only lib/ and contract/.",
  },
  {
    target: "./functions/src/contract",
    from: [
      "./functions/src/features",
      "./functions/src/domain",
      "./functions/src/http",
      "./functions/src/ai",
      "./functions/src/lib",
      "./functions/src/index.ts",
      "./functions/src/triggers.ts",
      "./web/src",
    ],
    message: "contract/ is pure zod: it imports nothing but itself.",
  },
];

// Classic zod beside mini would ship both to the browser (docs/decisions/031-zod-mini.md).
const zodMiniOnly = {
  name: "zod",
  message: 'Import { z } from "zod/mini": the contract and its users are written in it.',
};

export default tseslint.config(
  { ignores: ["**/node_modules/**", "functions/lib/**", "web/dist/**", ".cache/**", "**/*.d.ts"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-restricted-imports": ["error", { paths: [zodMiniOnly] }],
    },
  },
  {
    files: ["web/src/**/*.{ts,tsx}", "functions/src/**/*.{ts,tsx}"],
    // Tests may reach across (e.g. firing the exported triggers of index.ts).
    ignores: ["**/*.test.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: {
      // Resolves the @/, @contract and @shared aliases and functions' NodeNext `.js` specifiers, each
      // file with its own tsconfig. (The `resolver-next` form of this resolver drops the per-project
      // tsconfig when ESLint's cwd differs from the process's, e.g. under vitest in web/.)
      "import-x/resolver": {
        typescript: {
          project: ["web/tsconfig.json", "functions/tsconfig.json"].map((path) =>
            fileURLToPath(new URL(path, import.meta.url)),
          ),
          noWarnOnMultipleProjects: true,
        },
      },
    },
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        { basePath: fileURLToPath(new URL(".", import.meta.url)), zones: [...webZones, ...functionsZones] },
      ],
      // A cycle makes a module's order of evaluation depend on who imports it first.
      "import-x/no-cycle": "error",
    },
  },
  {
    // No import cycles in the server's tests and seed either (the block above covers web/src and
    // functions/src without their tests).
    files: ["functions/src/**/*.{ts,tsx}", "functions/test/**/*.ts", "seed/**/*.ts"],
    plugins: { "import-x": importX },
    settings: {
      // The rule follows imports through the files it parses: TypeScript ones too.
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver": {
        typescript: {
          project: ["functions/tsconfig.json", "seed/tsconfig.json"].map((path) =>
            fileURLToPath(new URL(path, import.meta.url)),
          ),
          noWarnOnMultipleProjects: true,
        },
      },
    },
    rules: { "import-x/no-cycle": "error" },
  },
  {
    files: ["functions/src/**/*.{ts,tsx}"],
    ignores: ["functions/src/lib/transaction.ts", "**/*.test.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.property.name='runTransaction']",
          message: "Use runTransaction from lib/transaction.ts: it also retries a transaction the emulator closed.",
        },
      ],
    },
  },
  {
    // One way to reach Firestore (docs/architecture.md): a feature's reads and writes are functions of
    // its repository.ts (or of a part's, e.g. incubator's insights-repository.ts); its other files may
    // use the registry's types only.
    files: ["functions/src/features/**/*.{ts,tsx}"],
    ignores: ["functions/src/features/*/repository.ts", "functions/src/features/*/*-repository.ts", "**/*.test.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/lib/collections", "**/lib/transaction"],
              allowTypeImports: true,
              message: "Reach Firestore through a function of the feature's repository.ts.",
            },
            {
              group: ["**/lib/firebase"],
              importNames: ["db"],
              message: "Reach Firestore through a function of the feature's repository.ts.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["web/src/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
    },
  },
  {
    files: ["**/*.test.ts", "**/*.e2e.ts", "functions/test/**"],
    rules: { "@typescript-eslint/no-explicit-any": "off", "@typescript-eslint/no-non-null-assertion": "off" },
  },
);
