import { claimNamePattern, visitorSchemaProblem, type Claim } from '@/api/visitor-schema-rules';

/**
 * The visitor schema as the editor handles it: a list of boolean claims (signed or unsigned)
 * turned into the draft-07 JSON Schema the API takes, and back (`schemaClaims`). Reading a
 * schema and checking it are the backend's own rules (src/api/visitor-schema-rules.ts), so the
 * JSON view says what the API would refuse while typing.
 */

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
      description: 'Unsigned claims of the site visitor.',
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

/** The schema of the claims as the JSON view shows it. */
export function schemaText(claims: readonly Claim[]): string {
  return JSON.stringify(claimsToSchema(claims), null, 2);
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
  const problem = visitorSchemaProblem(value);
  if (problem !== undefined) return { ok: false, problem };
  return { ok: true, schema: value as Record<string, unknown> };
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
