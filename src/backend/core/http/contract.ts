import contractJson from '../../../api/openapi.gen.json' with { type: 'json' };

/**
 * Read access to the OpenAPI contract (`src/api/openapi.gen.json`). The backend never repeats
 * a method, a path or a schema by hand: it asks this module, so it cannot drift from the
 * contract the client is generated from.
 */

export type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'patch';
const methods: readonly HttpMethod[] = ['get', 'put', 'post', 'delete', 'patch'];

export type JsonSchema = Record<string, unknown>;

export interface ContractParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  /** The parameter's schema with `#/...` references made absolute (`openapi#/...`). */
  schema: JsonSchema;
  /**
   * A path parameter that may span several segments (`x-multi-segment`): a page path, which the
   * platform's clients put in with its slashes. Only the last parameter of a template.
   */
  multiSegment?: boolean;
}

export interface ContractResponse {
  /** Absolute-ref schema of the JSON body, when the response has one. */
  schema?: JsonSchema;
  headers: string[];
}

export interface ContractOperation {
  operationId: string;
  method: HttpMethod;
  /** Path template as written in the contract, e.g. `/v1/orgs/{organizationId}`. */
  path: string;
  parameters: ContractParameter[];
  requestBody?: { required: boolean; schema: JsonSchema };
  /** Keyed by status code as a string (`'200'`, `'404'`) or `'default'`. */
  responses: Record<string, ContractResponse>;
  /** The single 2xx status the contract declares (the lowest when there are several). */
  successStatus: number;
}

/** The id under which the whole document is registered in Ajv. */
export const contractSchemaId = 'openapi';

export const contractDocument: unknown = contractJson;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function record(value: unknown, where: string): Record<string, unknown> {
  if (!isRecord(value)) throw new Error(`The contract has no object at ${where}.`);
  return value;
}

/** Follows a local `#/a/b` reference inside the contract. */
function resolveLocal(value: unknown, where: string): Record<string, unknown> {
  const object = record(value, where);
  const ref = object['$ref'];
  if (typeof ref !== 'string') return object;
  if (!ref.startsWith('#/')) throw new Error(`Unsupported reference ${ref} at ${where}.`);
  let target: unknown = contractDocument;
  for (const raw of ref.slice(2).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    target = record(target, ref)[key];
  }
  return resolveLocal(target, ref);
}

/**
 * Copies a schema taken out of the document, turning `#/components/...` into
 * `openapi#/components/...` so Ajv resolves it against the registered document.
 */
export function absoluteRefs(schema: unknown): JsonSchema {
  const visit = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(visit);
    if (!isRecord(value)) return value;
    const copy: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) {
      copy[key] =
        key === '$ref' && typeof inner === 'string' && inner.startsWith('#/')
          ? `${contractSchemaId}${inner}`
          : visit(inner);
    }
    return copy;
  };
  return record(visit(schema), 'schema');
}

function readParameters(list: unknown, where: string): ContractParameter[] {
  if (list === undefined) return [];
  if (!Array.isArray(list)) throw new Error(`Parameters at ${where} are not a list.`);
  return list.map((entry, index) => {
    const parameter = resolveLocal(entry, `${where}/${index}`);
    const name = parameter['name'];
    const location = parameter['in'];
    if (typeof name !== 'string') throw new Error(`A parameter at ${where} has no name.`);
    if (
      location !== 'path' &&
      location !== 'query' &&
      location !== 'header' &&
      location !== 'cookie'
    )
      throw new Error(`Parameter ${name} at ${where} has no valid location.`);
    return {
      name,
      in: location,
      required: parameter['required'] === true,
      schema: absoluteRefs(parameter['schema'] ?? {}),
      ...(parameter['x-multi-segment'] === true ? { multiSegment: true } : {}),
    };
  });
}

function jsonSchemaOf(content: unknown): JsonSchema | undefined {
  if (!isRecord(content)) return undefined;
  const json = content['application/json'];
  if (!isRecord(json) || json['schema'] === undefined) return undefined;
  return absoluteRefs(json['schema']);
}

function readOperations(): Map<string, ContractOperation> {
  const operations = new Map<string, ContractOperation>();
  const paths = record(record(contractDocument, 'root')['paths'], 'paths');
  for (const [path, rawItem] of Object.entries(paths)) {
    const item = record(rawItem, path);
    const shared = readParameters(item['parameters'], `${path}/parameters`);
    for (const method of methods) {
      const rawOperation = item[method];
      if (rawOperation === undefined) continue;
      const operation = record(rawOperation, `${path}/${method}`);
      const operationId = operation['operationId'];
      if (typeof operationId !== 'string') throw new Error(`${method} ${path} has no operationId.`);
      // Operation-level parameters override path-level ones of the same name and location.
      const own = readParameters(operation['parameters'], `${operationId}/parameters`);
      const parameters = [
        ...shared.filter((p) => !own.some((o) => o.name === p.name && o.in === p.in)),
        ...own,
      ];
      let requestBody: ContractOperation['requestBody'];
      if (operation['requestBody'] !== undefined) {
        const body = resolveLocal(operation['requestBody'], `${operationId}/requestBody`);
        const schema = jsonSchemaOf(body['content']);
        if (schema) requestBody = { required: body['required'] === true, schema };
      }
      const responses: Record<string, ContractResponse> = {};
      const rawResponses = record(operation['responses'], `${operationId}/responses`);
      for (const [status, rawResponse] of Object.entries(rawResponses)) {
        const response = resolveLocal(rawResponse, `${operationId}/responses/${status}`);
        const schema = jsonSchemaOf(response['content']);
        const headers = isRecord(response['headers']) ? Object.keys(response['headers']) : [];
        responses[status] = schema ? { schema, headers } : { headers };
      }
      const successes = Object.keys(responses)
        .filter((status) => /^2\d\d$/.test(status))
        .map(Number)
        .sort((a, b) => a - b);
      const successStatus = successes[0];
      if (successStatus === undefined) throw new Error(`${operationId} declares no 2xx response.`);
      operations.set(operationId, {
        operationId,
        method,
        path,
        parameters,
        ...(requestBody ? { requestBody } : {}),
        responses,
        successStatus,
      });
    }
  }
  return operations;
}

const operationsById = readOperations();

/** Every operation of the contract, in document order. */
export function contractOperations(): ContractOperation[] {
  return [...operationsById.values()];
}

export function contractOperation(operationId: string): ContractOperation {
  const operation = operationsById.get(operationId);
  if (!operation) throw new Error(`The contract has no operation ${operationId}.`);
  return operation;
}

/** A reference to a named component schema, ready to compile. */
export function componentSchema(name: string): JsonSchema {
  return { $ref: `${contractSchemaId}#/components/schemas/${name}` };
}
