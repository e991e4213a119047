import { ERROR_TEXTS } from "../errors/error-texts.ts";
import type { AnalysisPermission, InputMaybe } from "../generated/graphql.ts";
import { permissionNameOf } from "./enums.ts";
import { failure, type FailureModel } from "./failures.ts";

/** An input's permissions: the enum list, or the deprecated list of names under its old field. */
export interface PermissionFields {
  enums: InputMaybe<readonly AnalysisPermission[]> | undefined;
  names: InputMaybe<readonly string[]> | undefined;
}

/** The input fields' names as the consumer sees them. */
export interface PermissionFieldNames {
  enums: string;
  names: string;
}

export type PermissionChoice =
  { names: string[]; field: string } | { failure: FailureModel<"ValidationFailed"> };

/**
 * The api's permission names from exactly one of the two fields: both or neither is refused the
 * way the api refuses a bad input, naming the field to fill.
 */
export function choosePermissions(given: PermissionFields, fields: PermissionFieldNames): PermissionChoice {
  const { enums, names } = given;
  if ((enums == null) === (names == null)) {
    const error = enums == null ? ERROR_TEXTS.permissionsMissing : ERROR_TEXTS.permissionsTwice;
    return {
      failure: failure("ValidationFailed", "INVALID_INPUT", error(fields.enums, fields.names), [
        {
          error: error(fields.enums, fields.names),
          resolution: ERROR_TEXTS.permissionsResolution(fields.enums),
          field: fields.enums,
        },
      ]),
    };
  }
  return enums != null
    ? { names: enums.map(permissionNameOf), field: fields.enums }
    : { names: [...(names ?? [])], field: fields.names };
}
