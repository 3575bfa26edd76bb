import { ApiError } from './api-error.ts';
import type { ContractOperation, ContractParameter, JsonSchema } from './contract.ts';
import { parseJsonBody } from './json-body.ts';
import {
  bodyRoot,
  compileAhead,
  describeValidationErrors,
  validatorFor,
} from './schema-validator.ts';

/**
 * Checks a request's path parameters, query and JSON body against the contract. Every failure
 * is a 400 whose message names the field and the rule.
 */

const parameterSchemas = new Map<string, JsonSchema>();

function parametersSchema(operation: ContractOperation, location: 'path' | 'query'): JsonSchema {
  const key = `${operation.operationId}:${location}`;
  const cached = parameterSchemas.get(key);
  if (cached) return cached;
  const declared = operation.parameters.filter((p) => p.in === location);
  const schema: JsonSchema = {
    type: 'object',
    properties: Object.fromEntries(declared.map((p) => [p.name, p.schema])),
    required: declared.filter((p) => p.required).map((p) => p.name),
  };
  parameterSchemas.set(key, schema);
  return schema;
}

function isArrayParameter(parameter: ContractParameter): boolean {
  return parameter.schema['type'] === 'array';
}

/** Path parameters as they appear in the path, percent-encoded: decoded, then validated. */
export function validatePathParameters(
  operation: ContractOperation,
  raw: Record<string, string | undefined>,
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  if (!operation.parameters.some((p) => p.in === 'path')) return values;
  for (const parameter of operation.parameters) {
    if (parameter.in !== 'path') continue;
    const value = raw[parameter.name];
    values[parameter.name] = value === undefined ? undefined : decodeParameter(parameter, value);
  }
  return check(parametersSchema(operation, 'path'), values, 'path');
}

function decodeParameter(parameter: ContractParameter, value: string): string {
  if (!value.includes('%')) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    throw new ApiError(
      400,
      `${parameter.name} is not valid percent-encoding: every % must start a %XX sequence of UTF-8.`,
    );
  }
}

/**
 * Declared query parameters, coerced from strings to their schema types (`limit=20` → 20) and
 * with defaults filled in. Undeclared parameters are ignored, as most HTTP APIs do.
 */
export function validateQuery(
  operation: ContractOperation,
  query: URLSearchParams | string,
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  // Most requests have no query: no URLSearchParams for them.
  const search = query === '' ? undefined : new URLSearchParams(query);
  for (const parameter of operation.parameters) {
    if (parameter.in !== 'query' || !search?.has(parameter.name)) continue;
    values[parameter.name] = isArrayParameter(parameter)
      ? search.getAll(parameter.name)
      : search.get(parameter.name);
  }
  return check(parametersSchema(operation, 'query'), values, 'query');
}

function check(schema: JsonSchema, values: Record<string, unknown>, root: string) {
  const validate = validatorFor(schema, { coerce: true });
  if (!validate(values)) throw new ApiError(400, describeValidationErrors(validate.errors, root));
  return values;
}

/** Parses and validates the JSON body; operations without a body in the contract ignore it. */
export async function validateBody(
  operation: ContractOperation,
  request: { text(): Promise<string> },
): Promise<unknown> {
  const declared = operation.requestBody;
  if (!declared) return undefined;
  const body = parseJsonBody(await request.text());
  if (body === undefined) {
    if (declared.required) throw new ApiError(400, 'The request body is required (JSON).');
    return undefined;
  }
  const validate = validatorFor(declared.schema, { coerce: false });
  if (!validate(body)) throw new ApiError(400, describeValidationErrors(validate.errors, bodyRoot));
  return body;
}

/**
 * Compiles every validator these operations use (parameters, body, and what explains a body's
 * error), so that no request pays for a compilation: the API server does it as it starts.
 */
export function compileValidators(operations: readonly ContractOperation[]): void {
  for (const operation of operations) {
    compileAhead(parametersSchema(operation, 'path'), { coerce: true });
    compileAhead(parametersSchema(operation, 'query'), { coerce: true });
    if (operation.requestBody) compileAhead(operation.requestBody.schema, { coerce: false });
  }
}
