import js from "@eslint/js";
import graphqlPlugin from "@graphql-eslint/eslint-plugin";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** TypeScript that belongs to a package's tsconfig: linted with type information. */
export const PACKAGE_TS = [
  "{api,gateway,engine,formats,logging,service,database,schema,security,scripts,test-support,e2e}/**/*.ts",
  "web/src/**/*.{ts,tsx}",
  "web/bench/**/*.{ts,tsx}",
];

/** The programs `check:types` builds; files share them instead of one per package. */
export const TYPE_PROGRAMS = [
  "./tsconfig.check-api.json",
  "./tsconfig.check-gateway.json",
  "./web/tsconfig.json",
  "./e2e/tsconfig.json",
];

/** Tests and their helpers may reach across what production code must not. */
const TEST_FILES = ["**/*.test.{ts,tsx}", "**/testing/**", "**/*.bench.ts"];

/** An import a package must not make: another package's source or its package name. */
const noImport = (packages, why) =>
  packages.flatMap((pkg) => [
    { regex: `^(\\.\\./)+${pkg}/`, message: why },
    { regex: `^@alm/${pkg}(/|$)`, message: why },
  ]);

/** The boundaries between packages (ARCHITECTURE.md), enforced; `paths`: names a package must not import. */
const boundary = (files, patterns, paths = []) => ({
  files,
  rules: { "no-restricted-imports": ["error", { patterns, paths }] },
});

/**
 * Boundaries between folders inside a package: a rule of its own, so that a file keeps its
 * package's boundary too (a second no-restricted-imports would replace the first).
 */
const folderBoundary = (files, patterns, ignores = []) => ({
  files,
  ignores,
  rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns }] },
});

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      "**/generated/**",
      "**/test-results/**",
      "**/playwright-report/**",
      ".data/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js}"],
    languageOptions: { globals: globals.node },
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" },
      ],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    // Type-aware rules: a promise is awaited, returned, or explicitly let go with `void`.
    files: PACKAGE_TS,
    languageOptions: {
      parserOptions: {
        project: TYPE_PROGRAMS,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
    },
  },
  boundary(
    ["gateway/**/*.ts"],
    noImport(["api", "engine"], "The gateway reaches the api over HTTP and SignalR only; never its code."),
  ),
  boundary(
    ["web/src/**/*.{ts,tsx}"],
    noImport(["gateway", "api", "engine"], "The web app reaches the gateway over GraphQL and HTTP only."),
    [
      {
        name: "react-router",
        importNames: ["Navigate"],
        message:
          "Redirect with lib/Redirect.tsx: <Navigate> moves once per target, and a navigation back to the same address that overtakes its move leaves the page where it was.",
      },
      {
        name: "react-router",
        importNames: ["RouterProvider"],
        message:
          "Import RouterProvider from react-router/dom: the plain one cannot apply a navigation's flushSync option (it warns and renders later), which opening a report relies on.",
      },
    ],
  ),
  boundary(
    ["engine/**/*.ts"],
    noImport(
      ["api", "gateway", "web", "formats", "logging", "service", "database", "schema"],
      "The engine is pure ALM maths: it imports nothing else of the repository.",
    ),
  ),
  boundary(["api/**/*.ts"], noImport(["gateway", "web"], "The api never depends on its callers.")),
  boundary(
    ["service/src/**/*.ts"],
    noImport(
      ["api", "gateway", "web", "engine", "formats", "database", "schema"],
      "The service package is what the api and the gateway run alike: it knows neither.",
    ),
  ),
  boundary(
    ["database/src/**/*.ts"],
    noImport(
      ["api", "gateway", "web", "engine", "formats", "schema"],
      "The database package serves the api and the gateway: it knows neither.",
    ),
  ),
  {
    // Playwright reads a fixture's dependencies from its first parameter: `{}` means none.
    files: ["e2e/**/*.ts"],
    rules: { "no-empty-pattern": ["error", { allowObjectPatternsAsParameters: true }] },
  },
  {
    files: ["e2e/tests/**/*.ts"],
    ignores: ["e2e/tests/fixtures.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@playwright/test",
              importNames: ["test"],
              message: "Import test from ./fixtures.ts: it sends each journey to its worker's stack.",
            },
          ],
        },
      ],
    },
  },
  folderBoundary(
    ["web/src/shell/**/*.{ts,tsx}"],
    [
      {
        regex: "^(\\.\\./)+app/",
        message: "The shell is part of the app, not the other way round: share through lib.",
      },
    ],
  ),
  folderBoundary(
    ["api/src/**/*.ts"],
    [
      {
        regex: "^(\\.\\.?/)+seed/",
        message: "Demo seed data is for the demo and tests only, never for production code.",
      },
    ],
    ["api/src/seed/**", "api/src/server.ts", ...TEST_FILES],
  ),
  {
    files: ["{api,gateway,logging,service}/src/**/*.ts", "scripts/start.ts"],
    ignores: TEST_FILES,
    rules: { "no-console": ["error"] },
  },
  {
    files: ["web/src/**/*.{ts,tsx}"],
    languageOptions: { globals: globals.browser },
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ["schema/**/*.graphql"],
    languageOptions: {
      parser: graphqlPlugin.parser,
      parserOptions: { graphQLConfig: { schema: "schema/*.graphql" } },
    },
    plugins: { "@graphql-eslint": graphqlPlugin },
    rules: {
      ...graphqlPlugin.configs["flat/schema-recommended"].rules,
      // Value types (permission lists, report blocks) have no identity of their own.
      "@graphql-eslint/strict-id-in-types": "off",
      "@graphql-eslint/description-style": "off",
      "@graphql-eslint/require-description": [
        "error",
        {
          types: true,
          rootField: true,
          FieldDefinition: true,
          InputValueDefinition: true,
          EnumValueDefinition: true,
        },
      ],
    },
  },
);
