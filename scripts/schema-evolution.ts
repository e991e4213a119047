import { CriticalityLevel, diff, type Change } from "@graphql-inspector/core";
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  type GraphQLSchema,
} from "graphql";

/**
 * The rules of the published schema's evolution: a consumer's query keeps working until a
 * deprecation it could see has run its course. A field, argument, input field or enum value is
 * removed (or changed incompatibly) only after it was published as deprecated with a reason that
 * ends "Removal after YYYY-MM-DD.", and that date has passed; a new deprecation names a date at
 * least DEPRECATION_DAYS away.
 */
export const DEPRECATION_DAYS = 90;

const REMOVAL_DATE = /Removal after (\d{4}-\d{2}-\d{2})\.?\s*$/;

export interface SchemaReview {
  changes: Change[];
  /** What may not be published, each saying what to do instead. */
  refused: string[];
}

/** The deprecation reason of a schema element named by a change's path (Type.field[.argument]). */
function deprecationAt(schema: GraphQLSchema, path: string): string | null | undefined {
  const [typeName = "", member, argument] = path.split(".");
  const type = schema.getType(typeName);
  if (!member) return undefined;
  if (isObjectType(type) || isInterfaceType(type)) {
    const field = type.getFields()[member];
    return argument
      ? field?.args.find((a) => a.name === argument)?.deprecationReason
      : field?.deprecationReason;
  }
  if (isInputObjectType(type)) return type.getFields()[member]?.deprecationReason;
  if (isEnumType(type)) return type.getValue(member)?.deprecationReason;
  return undefined;
}

/** Every element's path with its deprecation reason. */
function deprecations(schema: GraphQLSchema): Map<string, string> {
  const found = new Map<string, string>();
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith("__")) continue;
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        const path = `${type.name}.${field.name}`;
        if (field.deprecationReason) found.set(path, field.deprecationReason);
        for (const arg of field.args)
          if (arg.deprecationReason) found.set(`${path}.${arg.name}`, arg.deprecationReason);
      }
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields()))
        if (field.deprecationReason) found.set(`${type.name}.${field.name}`, field.deprecationReason);
    } else if (isEnumType(type)) {
      for (const value of type.getValues())
        if (value.deprecationReason) found.set(`${type.name}.${value.name}`, value.deprecationReason);
    }
  }
  return found;
}

/** Whether any field, argument or input field of the schema still has this type. */
function isUsed(schema: GraphQLSchema, typeName: string): boolean {
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith("__") || type.name === typeName) continue;
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (getNamedType(field.type).name === typeName) return true;
        if (field.args.some((a) => getNamedType(a.type).name === typeName)) return true;
      }
      if (type.getInterfaces().some((i) => i.name === typeName)) return true;
    } else if (isInputObjectType(type)) {
      if (Object.values(type.getFields()).some((f) => getNamedType(f.type).name === typeName)) return true;
    }
  }
  for (const type of Object.values(schema.getTypeMap()))
    if ("getTypes" in type && type.getTypes().some((t) => t.name === typeName)) return true;
  return false;
}

/**
 * Whether an output field's new type is its old one with fewer non-null marks ('Client!' to
 * 'Client', '[Row!]!' to '[Row]'). No answer that succeeded changes: a failure of the field, which
 * used to null its parent (and a root field the whole `data`), now nulls the field alone, with the
 * same error. graphql-inspector calls it breaking for generated types, which gain `| null`; the
 * changelog marks it dangerous instead, and docs/api.md (Versioning) says so.
 */
export function onlyLosesNonNull(oldType: string, newType: string): boolean {
  const marks = (type: string) => {
    const at: number[] = [];
    let position = 0;
    for (const ch of type) {
      if (ch === "!") at.push(position);
      else position += 1;
    }
    return at;
  };
  if (oldType.replaceAll("!", "") !== newType.replaceAll("!", "") || oldType === newType) return false;
  const before = new Set(marks(oldType));
  return marks(newType).every((position) => before.has(position));
}

const isNullabilityRelaxed = (change: Change) =>
  change.type === "FIELD_TYPE_CHANGED" &&
  onlyLosesNonNull(String(change.meta?.oldFieldType ?? ""), String(change.meta?.newFieldType ?? ""));

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

function breakingRefusal(published: GraphQLSchema, change: Change, today: string): string | null {
  const path = change.path ?? "";
  // A type nothing published uses any more goes with the last field that used it.
  if (change.type === "TYPE_REMOVED" && !isUsed(published, path)) return null;
  const reason = deprecationAt(published, path);
  const removal = reason ? REMOVAL_DATE.exec(reason)?.[1] : undefined;
  if (removal && removal < today) return null;
  const advice = removal
    ? `its published deprecation runs until ${removal}: remove it after that date`
    : `deprecate it first with @deprecated(reason: "… Removal after ${addDays(today, DEPRECATION_DAYS)}.") and publish that`;
  return `Breaking change without a deprecation period: ${change.message} (${path}); ${advice}.`;
}

/** What changes between the published SDL and the current one, and what of it may not be published. */
export async function reviewSchemaChange(
  publishedSdl: string,
  currentSdl: string,
  today: string,
): Promise<SchemaReview> {
  const published = buildSchema(publishedSdl);
  const current = buildSchema(currentSdl);
  const changes = await diff(published, current);
  const refused: string[] = [];
  for (const change of changes) {
    if (isNullabilityRelaxed(change)) {
      change.criticality = { ...change.criticality, level: CriticalityLevel.Dangerous };
      continue;
    }
    if (change.criticality.level !== CriticalityLevel.Breaking) continue;
    const refusal = breakingRefusal(published, change, today);
    if (refusal) refused.push(refusal);
  }
  const before = deprecations(published);
  for (const [path, reason] of deprecations(current)) {
    if (before.get(path) === reason) continue;
    const removal = REMOVAL_DATE.exec(reason)?.[1];
    const earliest = addDays(today, DEPRECATION_DAYS);
    if (!removal || removal < earliest)
      refused.push(
        `The deprecation of ${path} must end its reason with "Removal after YYYY-MM-DD." on or after ${earliest} (${DEPRECATION_DAYS} days from today), so consumers have time to move.`,
      );
  }
  return { changes, refused };
}

/** The changelog section of a publication: one line per change, the breaking ones marked. */
export function changelogSection(changes: readonly Change[], today: string): string {
  const lines = changes.map((c) => {
    const mark = c.criticality.level === CriticalityLevel.Breaking ? "**Breaking** " : "";
    const dangerous = c.criticality.level === CriticalityLevel.Dangerous ? "(dangerous) " : "";
    return `- ${mark}${dangerous}${c.message}`;
  });
  return `## ${today}\n\n${lines.join("\n")}\n`;
}
