import type { CodegenConfig } from "@graphql-codegen/cli";

const shared = { useTypeImports: true, enumsAsTypes: true, strictScalars: true, scalars: {} };

/** The SDL in schema/ is the source of truth; both sides are typed from it. */
const config: CodegenConfig = {
  schema: "schema/*.graphql",
  ignoreNoDocuments: true,
  generates: {
    "gateway/src/generated/graphql.ts": {
      plugins: ["typescript", "typescript-resolvers"],
      config: {
        ...shared,
        contextType: "../graphql/context.ts#GatewayContext",
        mapperTypeSuffix: "Model",
        mappers: {
          Viewer: "../graphql/models.ts#Viewer",
        },
      },
    },
    "web/src/generated/": {
      preset: "client",
      documents: ["web/src/**/*.{ts,tsx}", "!web/src/generated/**"],
      config: shared,
      presetConfig: { fragmentMasking: { unmaskFunctionName: "getFragmentData" } },
    },
  },
};

export default config;
