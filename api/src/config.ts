import { fileURLToPath } from "node:url";
import { z } from "zod";

const repoRoot = fileURLToPath(new URL("../../", import.meta.url));

const booleanText = z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1");

const schema = z.object({
  API_PORT: z.coerce.number().int().min(1).max(65535).default(4100),
  API_PUBLIC_URL: z.url().default("http://localhost:4100"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// connection URL")
    .optional(),
  DATA_DIR: z.string().min(1).default(`${repoRoot}.data`),
  SEED_DEMO: booleanText.default(true),
  OIDC_AUDIENCE: z.string().min(1).default("urn:alm:api"),
  OIDC_ISSUER: z.url().optional(),
  OIDC_CLIENT_ID: z.string().min(1).default("alm-gateway"),
  OIDC_CLIENT_SECRET: z.string().min(16).default("alm-gateway-local-secret"),
  GATEWAY_PUBLIC_URL: z.url().default("http://localhost:4000"),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).default(900),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
    .optional(),
  MAIL_FROM: z.email().default("reports@alm.example.com"),
  INTERNAL_MAILBOX: z.email().default("alm-archive@alm.example.com"),
  MAIL_MAX_RECIPIENTS: z.coerce.number().int().min(1).max(100).default(10),
  MAIL_PER_USER_PER_HOUR: z.coerce.number().int().min(1).default(20),
});

export type ApiConfig = z.infer<typeof schema> & { OIDC_ISSUER: string };

/** Reads and validates the environment once; throws naming every bad variable. */
export function loadApiConfig(env: Record<string, string | undefined> = process.env): ApiConfig {
  // An empty variable means unset, as in most deployment tools.
  const given = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ""));
  const parsed = schema.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid api configuration:\n${lines.join("\n")}`);
  }
  const c = parsed.data;
  return { ...c, OIDC_ISSUER: c.OIDC_ISSUER ?? `${c.API_PUBLIC_URL}/oidc` };
}
