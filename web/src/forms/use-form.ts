import { useCallback, useMemo, useState } from "react";
import {
  applySets,
  fieldStates,
  validate,
  type FieldDef,
  type FieldValue,
  type Rule,
  type Values,
} from "./form-logic.ts";

export interface Form {
  values: Values;
  states: ReturnType<typeof fieldStates>;
  errors: Record<string, string>;
  setValue(name: string, value: FieldValue): void;
  /** Checks every field; answers the problems (empty when the form may be saved). */
  check(): Record<string, string>;
  reset(values: Values): void;
}

/** Values, field states and problems of a form described by fields and rules. */
export function useForm(fields: FieldDef[], rules: Rule[], initial: Values): Form {
  const [values, setValues] = useState(() => applySets(rules, initial));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const states = useMemo(() => fieldStates(fields, rules, values), [fields, rules, values]);

  const setValue = useCallback(
    (name: string, value: FieldValue) => {
      setValues((current) => applySets(rules, { ...current, [name]: value }));
      setErrors((current) => {
        if (!(name in current)) return current;
        const { [name]: _dropped, ...rest } = current;
        return rest;
      });
    },
    [rules],
  );

  const check = useCallback(() => {
    const found = validate(fields, states, values);
    setErrors(found);
    return found;
  }, [fields, states, values]);

  const reset = useCallback(
    (next: Values) => {
      setValues(applySets(rules, next));
      setErrors({});
    },
    [rules],
  );

  return { values, states, errors, setValue, check, reset };
}
