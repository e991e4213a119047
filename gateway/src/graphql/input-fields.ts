import type { ApolloServerPlugin } from "@apollo/server";
import {
  coerceInputValue,
  GraphQLError,
  isInputType,
  Kind,
  typeFromAST,
  visit,
  type DocumentNode,
  type GraphQLSchema,
  type ObjectFieldNode,
  type ValueNode,
  type VariableDefinitionNode,
} from "graphql";
import type { ActionableMessage } from "../errors/error-codes.ts";
import { withShapeMessage } from "./input-shape-errors.ts";
import type { VariableValues } from "./operation-meter.ts";

type Path = readonly (string | number)[];

/**
 * A mutation takes its input as one argument, `input`, and its failures name the fields inside it
 * (`asOf`, `changes[0].amount`): an input's refusal names them the same way.
 */
const INPUT_ARGUMENT = "input";
/** A variable named as itself, as the document declares it: never taken for an argument's name. */
const VARIABLE_PREFIX = "$";

/** A path as ActionableMessage.field writes it: `asOf`, `ids[2]`, `whatIf.changes[0].amount`. */
function written(path: Path): string {
  const inside = path[0] === INPUT_ARGUMENT && path.length > 1 ? path.slice(1) : path;
  return inside.map((part, i) => (typeof part === "number" ? `[${part}]` : i ? `.${part}` : part)).join("");
}

/**
 * Where each value written into the document stands, and the input each variable is sent as: the
 * argument or input field it is passed to, or, passed to several, the variable itself (naming the
 * first of them sent a consumer to fix an input that was fine).
 */
function placesOf(document: DocumentNode) {
  const values = new Map<ValueNode | ObjectFieldNode, Path>();
  const uses = new Map<string, Path[]>();
  const walk = (node: ValueNode, path: Path) => {
    if (node.kind === Kind.VARIABLE) {
      uses.set(node.name.value, [...(uses.get(node.name.value) ?? []), path]);
      return;
    }
    values.set(node, path);
    if (node.kind === Kind.OBJECT)
      for (const f of node.fields) {
        // A field the input type does not have is refused at the field's node.
        values.set(f, [...path, f.name.value]);
        walk(f.value, [...path, f.name.value]);
      }
    if (node.kind === Kind.LIST) node.values.forEach((v, i) => walk(v, [...path, i]));
  };
  visit(document, { Argument: (argument) => walk(argument.value, [argument.name.value]) });
  const sentAs = (variable: string): Path => {
    const paths = uses.get(variable) ?? [];
    return paths[0] && new Set(paths.map(written)).size === 1 ? paths[0] : [VARIABLE_PREFIX + variable];
  };
  // A default value is the variable's value when none is sent: named as the variable is.
  visit(document, {
    VariableDefinition: ({ variable, defaultValue }) => {
      if (defaultValue) walk(defaultValue, sentAs(variable.name.value));
    },
  });
  return { values, sentAs };
}

/**
 * Where inside a variable's value each of its problems is, in the order graphql-js reports them
 * (its coercion error says it only in its English text).
 */
function problemsIn(schema: GraphQLSchema, definition: VariableDefinitionNode, value: unknown): Path[] {
  const type = typeFromAST(schema, definition.type);
  const paths: Path[] = [];
  if (type && isInputType(type)) coerceInputValue(value, type, (path) => paths.push(path));
  return paths;
}

const unnamed = (error: GraphQLError) => {
  const messages = error.extensions.messages;
  return Array.isArray(messages) && (messages as ActionableMessage[]).some((m) => !m.field);
};

function name(error: GraphQLError, field: string) {
  const extensions = error.extensions as Record<string, unknown>;
  extensions.messages = (extensions.messages as ActionableMessage[]).map((m) =>
    m.field ? m : { ...m, field },
  );
}

/**
 * A scalar's refusal (`'12/31/2021' is not a Date.`) cannot know which input it is of, so its
 * messages came without the `field` every other refusal of an input names: here it is named
 * from the document, as the value was written into it (the scalar's error carries its node) or
 * sent as a variable (graphql-js's error carries the variable's definition). Errors are changed
 * in place, as they leave validation or execution.
 */
export function withInputFields(
  schema: GraphQLSchema,
  document: DocumentNode,
  errors: readonly GraphQLError[],
  variables: VariableValues = {},
): readonly GraphQLError[] {
  // A variable's value of the wrong shape (no required field, two keys of a @oneOf input) fails
  // its coercion with graphql-js's message alone: it is given one to name.
  for (const error of errors)
    if (error.nodes?.[0]?.kind === Kind.VARIABLE_DEFINITION && error.originalError) withShapeMessage(error);
  if (!errors.some(unnamed)) return errors;
  const places = placesOf(document);
  const problems = new Map<string, Path[]>();
  const counted = new Map<string, number>();
  for (const error of errors) {
    const node = error.nodes?.[0];
    if (node?.kind === Kind.VARIABLE_DEFINITION) {
      // A variable missing or null is refused whole, without a cause; its coercion's problems
      // each carry theirs, in the order coerceInputValue finds them.
      if (!error.originalError) continue;
      const variable = node.variable.name.value;
      const index = counted.get(variable) ?? 0;
      counted.set(variable, index + 1);
      if (!unnamed(error)) continue;
      let paths = problems.get(variable);
      if (!paths) problems.set(variable, (paths = problemsIn(schema, node, variables?.[variable])));
      name(error, written([...places.sentAs(variable), ...(paths[index] ?? [])]));
    } else if (node && unnamed(error)) {
      const path = places.values.get(node as ValueNode | ObjectFieldNode);
      if (path) name(error, written(path));
    }
  }
  return errors;
}

/** Over HTTP: Apollo reports validation's and execution's errors here before it formats them. */
export const inputFieldsPlugin: ApolloServerPlugin = {
  requestDidStart: async () => ({
    didEncounterErrors: async ({ schema, document, errors, request }) => {
      if (!document) return;
      const graphqlErrors = errors.filter((e): e is GraphQLError => e instanceof GraphQLError);
      withInputFields(schema, document, graphqlErrors, request.variables);
    },
  }),
};
