import { describe, expect, it } from 'vitest';
import {
  claimProblem,
  claimsToSchema,
  draftToClaim,
  itemsOfKind,
  newClaimDraft,
  parseSchemaText,
  schemaDrafts,
  schemaText,
  type ClaimDraft,
} from './visitor-schema';

const draft = (fields: Partial<ClaimDraft> & Pick<ClaimDraft, 'name'>): ClaimDraft => ({
  ...newClaimDraft(1),
  description: `${fields.name}.`,
  ...fields,
});

const claims: ClaimDraft[] = [
  draft({ name: 'isBeta', description: 'In the beta.' }),
  draft({ name: 'plan', kind: 'string', values: 'free, pro' }),
  draft({ name: 'country', kind: 'string' }),
  draft({ name: 'seats', kind: 'number' }),
  draft({ name: 'roles', kind: 'array', items: { type: 'string' } }),
  draft({
    name: 'account',
    kind: 'object',
    properties: { tier: { type: 'number', description: 'Tier.' } },
  }),
  draft({ name: 'likesDark', description: 'Prefers dark mode.', unsigned: true }),
];

describe('visitor schema editing', () => {
  it('round-trips claims of every kind through a schema the API accepts', () => {
    const schema = claimsToSchema(claims);
    expect(parseSchemaText(JSON.stringify(schema))).toEqual({ ok: true, schema });
    expect(schemaDrafts(schema)).toEqual(claims);
    expect(JSON.parse(schemaText(claims))).toEqual(schema);
    const properties = schema['properties'] as Record<string, unknown>;
    expect(properties['plan']).toEqual({
      type: 'string',
      description: 'plan.',
      enum: ['free', 'pro'],
    });
    // A string without allowed values has no enum; a number only its type and description.
    expect(properties['country']).toEqual({ type: 'string', description: 'country.' });
    expect(properties['seats']).toEqual({ type: 'number', description: 'seats.' });
    expect(properties['account']).toMatchObject({ additionalProperties: false });
  });

  it('reads allowed values as typed, and gives a new list of strings', () => {
    expect(
      draftToClaim(draft({ name: 'plan', kind: 'string', values: ' a ,, b, ' })).values,
    ).toEqual(['a', 'b']);
    // Values left from when the claim was a string do not follow it to another kind.
    expect(draftToClaim(draft({ name: 'n', kind: 'number', values: 'a' })).values).toEqual([]);
    expect(claimsToSchema([draft({ name: 'tags', kind: 'array' })])['properties']).toEqual({
      tags: { type: 'array', description: 'tags.', items: { type: 'string' } },
    });
    expect(itemsOfKind('object')).toEqual({
      type: 'object',
      properties: {},
      additionalProperties: false,
    });
  });

  it('says why a JSON text is refused, as you type', () => {
    expect(parseSchemaText('{')).toMatchObject({
      ok: false,
      problem: expect.stringContaining('Not valid JSON'),
    });
    const open = { ...claimsToSchema(claims), additionalProperties: true };
    expect(parseSchemaText(JSON.stringify(open))).toMatchObject({
      problem: expect.stringContaining('additionalProperties must be false'),
    });
    const integer = {
      type: 'object',
      additionalProperties: false,
      properties: { when: { type: 'integer', description: 'x' } },
    };
    expect(parseSchemaText(JSON.stringify(integer))).toMatchObject({
      problem: expect.stringContaining('/jsonSchema/properties/when/type must be one of'),
    });
  });

  it('checks each claim of the form', () => {
    const first = claims[0] as ClaimDraft;
    expect(claimProblem(first, claims)).toBeUndefined();
    expect(claimProblem(draft({ name: '1x' }), [])?.message).toContain('starts with a letter');
    expect(claimProblem(draft({ name: 'a', description: ' ' }), [])).toEqual({
      field: 'description',
      message: 'Say what the claim means.',
    });
    expect(claimProblem(first, [first, first])?.message).toContain('two claims');
    expect(claimProblem(draft({ name: 'plan', kind: 'string', values: 'a, b, a' }), [])).toEqual({
      field: 'values',
      message: '“a” is listed twice; list each value once.',
    });
  });
});
