import {
  claimNamePattern,
  claimSchema,
  schemaClaims,
  unsignedDescription,
  visitorSchemaProblem,
  type Claim,
  type ClaimKind,
} from '@/api/visitor-schema-rules';

/**
 * The visitor schema as the editor handles it: a list of claims (signed or unsigned, of the
 * platform's five kinds) turned into the draft-07 JSON Schema the API takes, and back. Reading
 * a schema and checking it are the backend's own rules (src/api/visitor-schema-rules.ts), so
 * the JSON view says what the API would refuse while typing.
 */

/**
 * A claim as the form edits it: the allowed values of a string claim as the text typed (values
 * separated by commas), so a half-typed list keeps its trailing comma.
 */
export type ClaimDraft = Omit<Claim, 'values'> & { values: string };

export const claimKindChoices: readonly { value: ClaimKind; label: string }[] = [
  { value: 'boolean', label: 'Yes or no (boolean)' },
  { value: 'string', label: 'Text (string)' },
  { value: 'number', label: 'Number' },
  { value: 'array', label: 'List (array)' },
  { value: 'object', label: 'Group of claims (object)' },
];

const valuesOf = (text: string) =>
  text
    .split(',')
    .map((value) => value.trim())
    .filter((value) => value !== '');

export function draftToClaim(draft: ClaimDraft): Claim {
  return { ...draft, values: draft.kind === 'string' ? valuesOf(draft.values) : [] };
}

export function claimToDraft(claim: Claim): ClaimDraft {
  return { ...claim, values: claim.values.join(', ') };
}

export function schemaDrafts(schema: Record<string, unknown>): ClaimDraft[] {
  return schemaClaims(schema).map(claimToDraft);
}

/** A new claim of the form: a boolean, the platform's simplest kind. */
export function newClaimDraft(position: number): ClaimDraft {
  return {
    name: `claim${position}`,
    description: '',
    unsigned: false,
    kind: 'boolean',
    values: '',
  };
}

/** The schema of an array's values when its item kind is chosen in the form. */
export function itemsOfKind(kind: ClaimKind): Record<string, unknown> {
  if (kind === 'object') return { type: 'object', properties: {}, additionalProperties: false };
  if (kind === 'array') return { type: 'array', items: { type: 'string' } };
  return { type: kind };
}

export function claimsToSchema(drafts: readonly ClaimDraft[]): Record<string, unknown> {
  const claims = drafts.map(draftToClaim);
  const property = (claim: Claim) => [claim.name, claimSchema(claim)];
  const signed = claims.filter((c) => !c.unsigned);
  const unsigned = claims.filter((c) => c.unsigned);
  const properties: Record<string, unknown> = Object.fromEntries(signed.map(property));
  if (unsigned.length > 0)
    properties['unsigned'] = {
      type: 'object',
      description: unsignedDescription,
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
export function schemaText(claims: readonly ClaimDraft[]): string {
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
  claim: ClaimDraft,
  claims: readonly ClaimDraft[],
): { field: 'name' | 'description' | 'values'; message: string } | undefined {
  const name = (message: string) => ({ field: 'name' as const, message });
  if (!claimNamePattern.test(claim.name))
    return name('A claim name starts with a letter or _ and has only letters, digits and _.');
  if (claim.name === 'unsigned' && !claim.unsigned)
    return name('“unsigned” is reserved; pick another name.');
  if (claims.filter((c) => c.name === claim.name && c.unsigned === claim.unsigned).length > 1)
    return name(`There are two claims named ${claim.name}.`);
  if (claim.description.trim() === '')
    return { field: 'description', message: 'Say what the claim means.' };
  if (claim.kind === 'string') {
    const values = valuesOf(claim.values);
    const twice = values.find((value, index) => values.indexOf(value) !== index);
    if (twice !== undefined)
      return { field: 'values', message: `“${twice}” is listed twice; list each value once.` };
  }
  return undefined;
}
