import { describe, expect, it } from 'vitest';
import { schemaClaims, type Claim } from '@/api/visitor-schema-rules';
import { claimProblem, claimsToSchema, parseSchemaText, schemaText } from './visitor-schema';

const claims: Claim[] = [
  { name: 'isBeta', description: 'In the beta.', unsigned: false },
  { name: 'likesDark', description: 'Prefers dark mode.', unsigned: true },
];

describe('visitor schema editing', () => {
  it('round-trips claims through a schema the API accepts', () => {
    const schema = claimsToSchema(claims);
    expect(parseSchemaText(JSON.stringify(schema))).toEqual({ ok: true, schema });
    expect(schemaClaims(schema)).toEqual(claims);
    expect(JSON.parse(schemaText(claims))).toEqual(schema);
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
    const stringClaim = {
      type: 'object',
      additionalProperties: false,
      properties: { plan: { type: 'string', description: 'x' } },
    };
    expect(parseSchemaText(JSON.stringify(stringClaim))).toMatchObject({
      problem: expect.stringContaining('must be "boolean"'),
    });
  });

  it('checks each claim of the form', () => {
    expect(claimProblem(claims[0] as Claim, claims)).toBeUndefined();
    expect(claimProblem({ name: '1x', description: 'd', unsigned: false }, [])?.message).toContain(
      'starts with a letter',
    );
    expect(claimProblem({ name: 'a', description: ' ', unsigned: false }, [])).toEqual({
      field: 'description',
      message: 'Say what the claim means.',
    });
    const twice = [claims[0] as Claim, claims[0] as Claim];
    expect(claimProblem(claims[0] as Claim, twice)?.message).toContain('two claims');
  });
});
