import type { components } from '../../api/schema.gen.ts';
import { ApiError } from '../http/api-error.ts';

type TemplateCondition = components['schemas']['SiteTemplateConditions']['items'][number];

/**
 * The visitor schema of adaptive content: a JSON Schema draft-07 object whose properties are
 * boolean claims with a description, plus an optional `unsigned` object holding the claims a
 * visitor may set without signing them. Template conditions are the expressions an editor
 * pastes into a section or page condition, one per claim.
 */

const draft07 = /^https?:\/\/json-schema\.org\/draft-07\/schema#?$/;
const claimName = /^[A-Za-z_][A-Za-z0-9_]*$/;
const schemaKeys = new Set([
  '$schema',
  'type',
  'title',
  'description',
  'properties',
  'additionalProperties',
]);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export interface Claim {
  name: string;
  description: string;
  unsigned: boolean;
}

/** The reason the schema is refused, or undefined when it is valid (the editor shows it too). */
export function adaptiveSchemaProblem(schema: unknown): string | undefined {
  if (!isRecord(schema)) return 'jsonSchema must be an object.';
  const where = 'jsonSchema';
  const problem = objectProblem(schema, where, true);
  if (problem) return problem;
  return undefined;
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
      return `${where}.$schema must be the JSON Schema draft-07 URI (http://json-schema.org/draft-07/schema#).`;
  }
  if (schema['type'] !== 'object') return `${where}.type must be "object".`;
  if (schema['additionalProperties'] !== false)
    return `${where}.additionalProperties must be false, so visitors cannot send unknown claims.`;
  const properties = schema['properties'];
  if (properties === undefined) return undefined;
  if (!isRecord(properties)) return `${where}.properties must be an object.`;
  for (const [name, property] of Object.entries(properties)) {
    const at = `${where}.properties.${name}`;
    if (!claimName.test(name))
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

export function validateAdaptiveSchema(schema: unknown): Record<string, unknown> {
  const problem = adaptiveSchemaProblem(schema);
  if (problem !== undefined) throw new ApiError(400, problem);
  return schema as Record<string, unknown>;
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

export function templateConditions(
  schema: Record<string, unknown> | undefined,
): TemplateCondition[] {
  if (!schema) return [];
  return schemaClaims(schema).map((claim) => ({
    description: claim.description,
    condition: claim.unsigned
      ? `visitor.claims.unsigned.${claim.name} === true`
      : `visitor.claims.${claim.name} === true`,
  }));
}
