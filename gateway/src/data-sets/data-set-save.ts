import { coerceInputValue, isInputObjectType, type GraphQLSchema } from "graphql";
import type { DataSetRequest } from "../datasources/base-api.ts";
import { gatewayError } from "../errors/error-codes.ts";
import { ERROR_TEXTS } from "../errors/error-texts.ts";
import { INPUT_FAILURE_CODES } from "../errors/failure-codes.ts";
import type { DataSetInput } from "../generated/graphql.ts";
import { dataSetTypeCode, resultSetTypeCode } from "../graphql/enums.ts";
import type { FailureRule } from "../graphql/failures.ts";
import { optionalId } from "../graphql/ids.ts";
import { asOfArgument } from "../graphql/scalars/as-of-argument.ts";

/** The api's answers to a save that are the user's to fix, as typed failures (mutation and upload route). */
export const SAVE_DATA_SET_FAILURES: FailureRule<"DuplicateName" | "ResourceLocked" | "ValidationFailed">[] =
  [
    { codes: ["DUPLICATE_NAME"], as: "DuplicateName" },
    { codes: ["DATA_SET_RUNNING", "DATA_SET_LOCKED"], as: "ResourceLocked" },
    { codes: INPUT_FAILURE_CODES, as: "ValidationFailed", headline: ERROR_TEXTS.dataSetSave },
  ];

/** The api's dataSetRequestBody for a DataSetInput. */
export function dataSetRequest(input: DataSetInput): DataSetRequest {
  return {
    id: optionalId(input.id, "DataSet", "input.id"),
    asOfDate: asOfArgument(input, { monthAllowed: true }),
    dataSetType: dataSetTypeCode(input.type ?? "STANDARD"),
    description: input.description ?? null,
    useTcuFund: input.useTcuFund ?? false,
    resultSets: input.resultSets.map((r) => ({ key: r.key, typ: resultSetTypeCode(r.type) })),
  };
}

/**
 * A DataSetInput sent outside GraphQL (the upload route), checked and defaulted by the schema's
 * own input type, so both ways in accept exactly the same input.
 */
export function coerceDataSetInput(schema: GraphQLSchema, json: string): DataSetInput {
  const type = schema.getType("DataSetInput");
  if (!isInputObjectType(type)) throw new Error("The schema has no DataSetInput.");
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw gatewayError("BAD_USER_INPUT", ERROR_TEXTS.uploadInputInvalid("it is not JSON"));
  }
  const problems: string[] = [];
  const input = coerceInputValue(value, type, (path, _invalid, error) => {
    problems.push(path.length ? `${path.join(".")}: ${error.message}` : error.message);
  }) as DataSetInput;
  if (problems.length)
    throw gatewayError("BAD_USER_INPUT", ERROR_TEXTS.uploadInputInvalid(problems.join("; ")));
  return input;
}
