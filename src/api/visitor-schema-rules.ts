/**
 * The rule for a site's visitor schema (adaptive content), shared by the backend, which refuses
 * a bad schema with a 400, and the console's schema editor, which says what is wrong while the
 * person types. A valid schema is the platform's (platform-values §3, Sites, "adaptive schema"):
 * a JSON Schema draft-07 object whose properties are claims, plus an optional `unsigned` object
 * holding the claims a visitor sets without signing them. A claim is a boolean, a string (with
 * an optional `enum` of allowed values), a number, an array (with the schema of its `items`) or
 * an object (with its own `properties`, claims in turn), each with a description.
 */

export const claimKinds = ['boolean', 'string', 'number', 'array', 'object'] as const;
export type ClaimKind = (typeof claimKinds)[number];

/** The platform requires exactly this description on the `unsigned` object. */
export const unsignedDescription = 'Unsigned claims of the site visitor.';

export interface Claim {
  name: string;
  description: string;
  unsigned: boolean;
  kind: ClaimKind;
  /** A string claim's allowed values (its `enum`); empty when any string goes. */
  values: string[];
  /** An array claim's `items` schema, kept as it is. */
  items?: Record<string, unknown>;
  /** An object claim's `properties` (claims in turn), kept as they are. */
  properties?: Record<string, unknown>;
}

export const claimNamePattern = /^[A-Za-z_][A-Za-z0-9_]*$/;
const draft07 = /^https?:\/\/json-schema\.org\/draft-07\/schema#?$/;
/** Objects in objects, and arrays of them: deep enough for real claims, bounded for a 400. */
const maxDepth = 8;

/** The keys of an object's schema that describe its properties. */
const objectKeys = ['properties', 'additionalProperties'] as const;

/** The keys each kind of claim may have besides `type` and `description`. */
const kindKeys: Record<ClaimKind, readonly string[]> = {
  boolean: [],
  string: ['enum'],
  number: [],
  array: ['items'],
  object: objectKeys,
};

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isClaimKind(value: unknown): value is ClaimKind {
  return (claimKinds as readonly unknown[]).includes(value);
}

const kindList = '"boolean", "string", "number", "array" or "object"';

function unknownKey(schema: Record<string, unknown>, where: string, allowed: readonly string[]) {
  const key = Object.keys(schema).find((k) => !allowed.includes(k));
  return key === undefined
    ? undefined
    : `${where} has the key '${key}'; only ${allowed.join(', ')} are allowed there.`;
}

/** `value` when it is an object with only `allowed` keys, else the sentence saying why not. */
function objectWithKeys(
  value: unknown,
  where: string,
  allowed: readonly string[],
): Record<string, unknown> | string {
  if (!isRecord(value)) return `${where} must be an object.`;
  return unknownKey(value, where, allowed) ?? value;
}

function enumProblem(values: unknown, at: string): string | undefined {
  if (!Array.isArray(values) || values.length === 0)
    return `${at} must list at least one allowed value (leave it out to allow any string).`;
  const index = values.findIndex((value) => typeof value !== 'string' || value === '');
  if (index >= 0) return `${at}/${index} must be a string that is not empty.`;
  const twice = values.findIndex((value, i) => values.indexOf(value) !== i);
  if (twice >= 0) return `${at}/${twice} is listed twice.`;
  return undefined;
}

/** Problems of an object's `properties` and `additionalProperties: false`. */
function propertiesProblem(
  schema: Record<string, unknown>,
  where: string,
  depth: number,
): string | undefined {
  if (schema['additionalProperties'] !== false)
    return `${where}/additionalProperties must be false, so visitors cannot send unknown claims.`;
  const properties = schema['properties'];
  if (!isRecord(properties)) return `${where}/properties must be an object of claims.`;
  for (const [name, property] of Object.entries(properties)) {
    const at = `${where}/properties/${name}`;
    if (!claimNamePattern.test(name))
      return `${at}: a claim name starts with a letter or _ and has only letters, digits and _.`;
    const problem = claimProblem(property, at, true, depth + 1);
    if (problem) return problem;
  }
  return undefined;
}

/**
 * What is wrong with one claim at `at`. `described` is false for an array's `items`, the one
 * place a schema of a value needs no description of its own.
 */
function claimProblem(
  claim: unknown,
  at: string,
  described: boolean,
  depth: number,
): string | undefined {
  if (depth > maxDepth) return `${at} nests claims more than ${maxDepth} levels deep.`;
  if (!isRecord(claim)) return `${at} must be an object.`;
  const kind = claim['type'];
  if (!isClaimKind(kind)) return `${at}/type must be one of ${kindList}.`;
  const description = claim['description'];
  if (described && (typeof description !== 'string' || description.trim() === ''))
    return `${at}/description is required: say what the claim means.`;
  if (description !== undefined && typeof description !== 'string')
    return `${at}/description must be a string.`;
  const extra = unknownKey(claim, at, ['type', 'description', ...kindKeys[kind]]);
  if (extra) return extra;
  switch (kind) {
    case 'string':
      return claim['enum'] === undefined ? undefined : enumProblem(claim['enum'], `${at}/enum`);
    case 'array':
      if (claim['items'] === undefined)
        return `${at}/items is required: the schema of the array's values.`;
      return claimProblem(claim['items'], `${at}/items`, false, depth + 1);
    case 'object':
      return propertiesProblem(claim, at, depth);
    default:
      return undefined;
  }
}

function unsignedProblem(value: unknown, at: string): string | undefined {
  const unsigned = objectWithKeys(value, at, ['type', 'description', ...objectKeys]);
  if (typeof unsigned === 'string') return unsigned;
  if (unsigned['type'] !== 'object') return `${at}/type must be "object".`;
  if (unsigned['description'] !== unsignedDescription)
    return `${at}/description must be exactly "${unsignedDescription}"`;
  return propertiesProblem(unsigned, at, 1);
}

/** What is wrong with a schema, as a sentence naming the place, or undefined when it is valid. */
export function visitorSchemaProblem(value: unknown): string | undefined {
  const where = '/jsonSchema';
  const schema = objectWithKeys(value, where, ['$schema', 'type', ...objectKeys]);
  if (typeof schema === 'string') return schema;
  if (schema['$schema'] !== undefined) {
    if (typeof schema['$schema'] !== 'string' || !draft07.test(schema['$schema']))
      return `${where}/$schema must be the JSON Schema draft-07 URI (http://json-schema.org/draft-07/schema#).`;
  }
  if (schema['type'] !== 'object') return `${where}/type must be "object".`;
  // `unsigned` is the one property that is not a claim: it holds the unsigned ones.
  const properties = schema['properties'];
  const signed = isRecord(properties)
    ? Object.fromEntries(Object.entries(properties).filter(([name]) => name !== 'unsigned'))
    : properties;
  const problem = propertiesProblem({ ...schema, properties: signed }, where, 0);
  if (problem) return problem;
  const unsigned = isRecord(properties) ? properties['unsigned'] : undefined;
  return unsigned === undefined
    ? undefined
    : unsignedProblem(unsigned, `${where}/properties/unsigned`);
}

/** One claim of a valid schema as the editor and the template conditions read it. */
function readClaim(name: string, property: Record<string, unknown>, unsigned: boolean): Claim {
  const kind = isClaimKind(property['type']) ? property['type'] : 'boolean';
  const values = Array.isArray(property['enum'])
    ? property['enum'].filter((value): value is string => typeof value === 'string')
    : [];
  return {
    name,
    description: typeof property['description'] === 'string' ? property['description'] : '',
    unsigned,
    kind,
    values,
    ...(isRecord(property['items']) ? { items: property['items'] } : {}),
    ...(isRecord(property['properties']) ? { properties: property['properties'] } : {}),
  };
}

/** The claims of a valid schema, signed first, each in schema order. */
export function schemaClaims(schema: Record<string, unknown>): Claim[] {
  const claims: Claim[] = [];
  const collect = (properties: unknown, unsigned: boolean) => {
    if (!isRecord(properties)) return;
    for (const [name, property] of Object.entries(properties)) {
      if (!isRecord(property)) continue;
      if (!unsigned && name === 'unsigned') continue;
      claims.push(readClaim(name, property, unsigned));
    }
  };
  collect(schema['properties'], false);
  const properties = schema['properties'];
  if (isRecord(properties) && isRecord(properties['unsigned']))
    collect(properties['unsigned']['properties'], true);
  return claims;
}

/** A claim as a property of the schema: only the keys its kind has. */
export function claimSchema(claim: Claim): Record<string, unknown> {
  const base = { type: claim.kind, description: claim.description };
  switch (claim.kind) {
    case 'string':
      return claim.values.length > 0 ? { ...base, enum: claim.values } : base;
    case 'array':
      return { ...base, items: claim.items ?? { type: 'string' } };
    case 'object':
      return { ...base, properties: claim.properties ?? {}, additionalProperties: false };
    default:
      return base;
  }
}
