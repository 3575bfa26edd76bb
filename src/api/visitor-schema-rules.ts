/**
 * The rule for a site's visitor schema (adaptive content), shared by the backend, which refuses
 * a bad schema with a 400, and the console's schema editor, which says what is wrong while the
 * person types. A valid schema is a JSON Schema draft-07 object whose properties are boolean
 * claims with a description, plus an optional `unsigned` object of the same shape.
 */

export interface Claim {
  name: string;
  description: string;
  unsigned: boolean;
}

export const claimNamePattern = /^[A-Za-z_][A-Za-z0-9_]*$/;
const draft07 = /^https?:\/\/json-schema\.org\/draft-07\/schema#?$/;
const schemaKeys = new Set([
  '$schema',
  'type',
  'title',
  'description',
  'properties',
  'additionalProperties',
]);

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function objectProblem(
  schema: Record<string, unknown>,
  where: string,
  root: boolean,
): string | undefined {
  const allowed = root ? schemaKeys : new Set([...schemaKeys].filter((k) => k !== '$schema'));
  for (const key of Object.keys(schema))
    if (!allowed.has(key))
      return `${where} has the key '${key}', which a visitor schema does not allow.`;
  if (root && schema['$schema'] !== undefined) {
    if (typeof schema['$schema'] !== 'string' || !draft07.test(schema['$schema']))
      return `${where}/$schema must be the JSON Schema draft-07 URI (http://json-schema.org/draft-07/schema#).`;
  }
  if (schema['type'] !== 'object') return `${where}/type must be "object".`;
  if (schema['additionalProperties'] !== false)
    return `${where}/additionalProperties must be false, so visitors cannot send unknown claims.`;
  const properties = schema['properties'];
  if (properties === undefined) return undefined;
  if (!isRecord(properties)) return `${where}/properties must be an object.`;
  for (const [name, property] of Object.entries(properties)) {
    const at = `${where}/properties/${name}`;
    if (!claimNamePattern.test(name))
      return `${at}: a claim name starts with a letter or _ and has only letters, digits and _.`;
    if (!isRecord(property)) return `${at} must be an object.`;
    if (root && name === 'unsigned') {
      const problem = objectProblem(property, at, false);
      if (problem) return problem;
      continue;
    }
    if (property['type'] !== 'boolean')
      return `${at}/type must be "boolean" (claims are true or false).`;
    if (typeof property['description'] !== 'string' || property['description'].trim() === '')
      return `${at}/description is required: say what the claim means.`;
    for (const key of Object.keys(property))
      if (key !== 'type' && key !== 'description')
        return `${at} has the key '${key}'; a claim has only type and description.`;
  }
  return undefined;
}

/** What is wrong with a schema, as a sentence naming the place, or undefined when it is valid. */
export function visitorSchemaProblem(schema: unknown): string | undefined {
  if (!isRecord(schema)) return '/jsonSchema must be an object.';
  return objectProblem(schema, '/jsonSchema', true);
}

/** The claims of a valid schema, signed first, each in schema order. */
export function schemaClaims(schema: Record<string, unknown>): Claim[] {
  const claims: Claim[] = [];
  const collect = (properties: unknown, unsigned: boolean) => {
    if (!isRecord(properties)) return;
    for (const [name, property] of Object.entries(properties)) {
      if (!isRecord(property)) continue;
      if (!unsigned && name === 'unsigned') continue;
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
