/**
 * The visitor schema as the editor handles it: a list of boolean claims (signed or unsigned)
 * turned into the draft-07 JSON Schema the API takes, and back. `schemaProblem` mirrors the
 * backend's rules so the JSON view says what is wrong while typing; the backend checks again.
 */

export interface Claim {
  name: string;
  description: string;
  unsigned: boolean;
}

export const claimNamePattern = /^[A-Za-z_][A-Za-z0-9_]*$/;
const draft07 = /^https?:\/\/json-schema\.org\/draft-07\/schema#?$/;
const schemaKeys = [
  '$schema',
  'type',
  'title',
  'description',
  'properties',
  'additionalProperties',
];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function claimsToSchema(claims: readonly Claim[]): Record<string, unknown> {
  const property = (claim: Claim) => [
    claim.name,
    { type: 'boolean', description: claim.description },
  ];
  const signed = claims.filter((c) => !c.unsigned);
  const unsigned = claims.filter((c) => c.unsigned);
  const properties: Record<string, unknown> = Object.fromEntries(signed.map(property));
  if (unsigned.length > 0)
    properties['unsigned'] = {
      type: 'object',
      description: 'Unsigned claims of the visitor.',
      properties: Object.fromEntries(unsigned.map(property)),
      additionalProperties: false,
    };
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    type: 'object',
    properties,
    additionalProperties: false,
  };
}

function objectProblem(
  schema: Record<string, unknown>,
  where: string,
  root: boolean,
): string | undefined {
  for (const key of Object.keys(schema))
    if (!schemaKeys.includes(key) || (!root && key === '$schema'))
      return `${where} has the key '${key}', which a visitor schema does not allow.`;
  if (root && schema['$schema'] !== undefined)
    if (typeof schema['$schema'] !== 'string' || !draft07.test(schema['$schema']))
      return `${where}.$schema must be the JSON Schema draft-07 URI (http://json-schema.org/draft-07/schema#).`;
  if (schema['type'] !== 'object') return `${where}.type must be "object".`;
  if (schema['additionalProperties'] !== false)
    return `${where}.additionalProperties must be false, so visitors cannot send unknown claims.`;
  const properties = schema['properties'];
  if (properties === undefined) return undefined;
  if (!isRecord(properties)) return `${where}.properties must be an object.`;
  for (const [name, property] of Object.entries(properties)) {
    const at = `${where}.properties.${name}`;
    if (!claimNamePattern.test(name))
      return `${at}: a claim name starts with a letter or _ and has only letters, digits and _.`;
    if (!isRecord(property)) return `${at} must be an object.`;
    if (root && name === 'unsigned') {
      const problem = objectProblem(property, at, false);
      if (problem) return problem;
      continue;
    }
    if (property['type'] !== 'boolean')
      return `${at}.type must be "boolean" (claims are true or false).`;
    if (typeof property['description'] !== 'string' || property['description'].trim() === '')
      return `${at}.description is required: say what the claim means.`;
    for (const key of Object.keys(property))
      if (key !== 'type' && key !== 'description')
        return `${at} has the key '${key}'; a claim has only type and description.`;
  }
  return undefined;
}

/** What is wrong with a schema, or undefined when the API will take it. */
export function schemaProblem(schema: unknown): string | undefined {
  if (!isRecord(schema)) return 'jsonSchema must be an object.';
  return objectProblem(schema, 'jsonSchema', true);
}

/** JSON text to a schema, with the reason when it is not valid JSON or not a valid schema. */
export function parseSchemaText(
  text: string,
): { ok: true; schema: Record<string, unknown> } | { ok: false; problem: string } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return {
      ok: false,
      problem: `Not valid JSON: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
  const problem = schemaProblem(value);
  if (problem !== undefined) return { ok: false, problem };
  return { ok: true, schema: value as Record<string, unknown> };
}

/** The claims of a valid schema, signed first. */
export function schemaToClaims(schema: Record<string, unknown>): Claim[] {
  const claims: Claim[] = [];
  const collect = (properties: unknown, unsigned: boolean) => {
    if (!isRecord(properties)) return;
    for (const [name, property] of Object.entries(properties)) {
      if (!isRecord(property) || (!unsigned && name === 'unsigned')) continue;
      const description =
        typeof property['description'] === 'string' ? property['description'] : '';
      claims.push({ name, description, unsigned });
    }
  };
  collect(schema['properties'], false);
  const properties = schema['properties'];
  if (isRecord(properties) && isRecord(properties['unsigned']))
    collect(properties['unsigned']['properties'], true);
  return claims;
}

/** A problem with one claim of the form, with the field it belongs next to. */
export function claimProblem(
  claim: Claim,
  claims: readonly Claim[],
): { field: 'name' | 'description'; message: string } | undefined {
  const name = (message: string) => ({ field: 'name' as const, message });
  if (!claimNamePattern.test(claim.name))
    return name('A claim name starts with a letter or _ and has only letters, digits and _.');
  if (claim.name === 'unsigned' && !claim.unsigned)
    return name('“unsigned” is reserved; pick another name.');
  if (claims.filter((c) => c.name === claim.name && c.unsigned === claim.unsigned).length > 1)
    return name(`There are two claims named ${claim.name}.`);
  if (claim.description.trim() === '')
    return { field: 'description', message: 'Say what the claim means.' };
  return undefined;
}
