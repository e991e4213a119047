import { readFileSync, writeFileSync } from "node:fs";
import { publishedSdl } from "@alm/schema";
import { changelogSection, reviewSchemaChange } from "./schema-evolution.ts";

/**
 * Publishes the gateway's SDL to docs/schema.graphql with a changelog entry, or (--check, in
 * `npm run check`) fails when the published file is out of date or a change breaks consumers
 * without a deprecation period.
 */
const PUBLISHED = new URL("../docs/schema.graphql", import.meta.url);
const CHANGELOG = new URL("../docs/schema-changelog.md", import.meta.url);
const CHANGELOG_HEAD = "# Schema changelog\n\nEvery publication of `docs/schema.graphql`, newest first.\n";

const readOr = (url: URL, fallback: string) => {
  try {
    return readFileSync(url, "utf8");
  } catch {
    return fallback;
  }
};

const current = publishedSdl();
const published = readOr(PUBLISHED, "");
const today = new Date().toISOString().slice(0, 10);
const review = published ? await reviewSchemaChange(published, current, today) : { changes: [], refused: [] };

if (review.refused.length > 0) {
  console.error(review.refused.join("\n"));
  process.exit(1);
}
if (process.argv.includes("--check")) {
  if (published !== current) {
    console.error(
      `docs/schema.graphql is not the schema the gateway serves (${review.changes.length} change(s)): run \`npm run schema:publish\` and commit it with its changelog entry.`,
    );
    process.exit(1);
  }
} else if (published !== current) {
  writeFileSync(PUBLISHED, current);
  const log = readOr(CHANGELOG, CHANGELOG_HEAD);
  const entry = published ? changelogSection(review.changes, today) : `## ${today}\n\n- First publication.\n`;
  writeFileSync(CHANGELOG, log.replace(CHANGELOG_HEAD, `${CHANGELOG_HEAD}\n${entry}`));
  console.log(`Published docs/schema.graphql: ${review.changes.length} change(s).`);
}
