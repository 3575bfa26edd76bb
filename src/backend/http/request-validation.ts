import type { ValidateFunction } from 'ajv/dist/2020.js';
import {
  ApiError,
  type ContractOperation,
  type ContractParameter,
  type JsonSchema,
} from '../core/index.ts';
import { parseJsonBody } from './json-body.ts';
import { queryNumberProblem } from './query-numbers.ts';
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

/** The checks of one operation's request, each against the contract. */
export interface RequestChecks {
  /** Path parameters as they appear in the path, percent-encoded: decoded, then validated. */
  path(raw: Record<string, string | undefined>): Record<string, unknown>;
  /**
   * Declared query parameters, coerced from strings to their schema types (`limit=20` → 20)
   * and with defaults filled in. Undeclared parameters are ignored, as most HTTP APIs do.
   */
  query(search: string): Record<string, unknown>;
  /** The JSON body, parsed and validated; undefined when the operation declares none. */
  body(text: string): unknown;
}

/**
 * The checks of `operation`, with what every request would otherwise look up again (its
 * parameters by location, their schemas and validators) found once. Validators are still
 * compiled on first use (the API server compiles them all as it starts: `compileValidators`).
 */
export function requestChecks(operation: ContractOperation): RequestChecks {
  const inPath = operation.parameters.filter((p) => p.in === 'path');
  const inQuery = operation.parameters.filter((p) => p.in === 'query');
  const pathSchema = parametersSchema(operation, 'path');
  const querySchema = parametersSchema(operation, 'query');
  let pathValidator: ValidateFunction | undefined;
  let queryValidator: ValidateFunction | undefined;
  const check = (
    validate: ValidateFunction,
    values: Record<string, unknown>,
    root: string,
  ): Record<string, unknown> => {
    if (!validate(values)) throw new ApiError(400, describeValidationErrors(validate.errors, root));
    return values;
  };
  return {
    path(raw) {
      const values: Record<string, unknown> = {};
      if (inPath.length === 0) return values;
      for (const parameter of inPath) {
        const value = raw[parameter.name];
        values[parameter.name] =
          value === undefined ? undefined : decodeParameter(parameter, value);
      }
      pathValidator ??= validatorFor(pathSchema, { coerce: true });
      return check(pathValidator, values, 'path');
    },
    query(query) {
      const values: Record<string, unknown> = {};
      // Most requests have no query: no URLSearchParams for them.
      if (query !== '') {
        const search = new URLSearchParams(query);
        for (const parameter of inQuery) {
          if (!search.has(parameter.name)) continue;
          const value = isArrayParameter(parameter)
            ? search.getAll(parameter.name)
            : (search.get(parameter.name) ?? '');
          const problem = queryNumberProblem(parameter.name, parameter.schema, value);
          if (problem !== undefined) throw new ApiError(400, problem);
          values[parameter.name] = value;
        }
      }
      queryValidator ??= validatorFor(querySchema, { coerce: true });
      return check(queryValidator, values, 'query');
    },
    body(text) {
      const declared = operation.requestBody;
      if (!declared) return undefined;
      const body = parseJsonBody(text);
      if (body === undefined) {
        if (declared.required) throw new ApiError(400, 'The request body is required (JSON).');
        return undefined;
      }
      const validate = validatorFor(declared.schema, { coerce: false });
      if (!validate(body))
        throw new ApiError(400, describeValidationErrors(validate.errors, bodyRoot));
      return body;
    },
  };
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
