import { describe, expect, it } from 'vitest';
import { adaptiveSchemaProblem, templateConditions } from './sites-adaptive.ts';

const unsigned = (properties: Record<string, unknown>) => ({
  type: 'object',
  description: 'Unsigned claims of the site visitor.',
  properties,
  additionalProperties: false,
});

const schemaOf = (properties: Record<string, unknown>) => ({
  $schema: 'http://json-schema.org/draft-07/schema#',
  type: 'object',
  properties,
  additionalProperties: false,
});

/** One claim of each of the platform's five kinds, and an unsigned one. */
const valid = schemaOf({
  isBeta: { type: 'boolean', description: 'In the beta program.' },
  plan: { type: 'string', description: 'The plan.', enum: ['free', 'pro'] },
  country: { type: 'string', description: 'Where the visitor is.' },
  seats: { type: 'number', description: 'Seats bought.' },
  roles: { type: 'array', description: 'Roles held.', items: { type: 'string' } },
  account: {
    type: 'object',
    description: 'The visitor’s account.',
    properties: { tier: { type: 'number', description: 'Support tier.' } },
    additionalProperties: false,
  },
  unsigned: unsigned({ likesDark: { type: 'boolean', description: 'Prefers dark mode.' } }),
});

describe('visitor schema validation', () => {
  it('accepts the platform’s five kinds of claim, each described, unsigned ones nested', () => {
    expect(adaptiveSchemaProblem(valid)).toBeUndefined();
    expect(adaptiveSchemaProblem(schemaOf({}))).toBeUndefined();
    expect(
      adaptiveSchemaProblem(
        schemaOf({
          unsigned: unsigned({
            level: { type: 'number', description: 'N.' },
            tags: { type: 'array', description: 'T.', items: { type: 'string', enum: ['a'] } },
          }),
        }),
      ),
    ).toBeUndefined();
  });

  it.each([
    ['not an object', [], '/jsonSchema must be an object.'],
    [
      'another draft',
      { ...valid, $schema: 'https://json-schema.org/draft/2020-12/schema' },
      '/jsonSchema/$schema must be the JSON Schema draft-07 URI',
    ],
    ['not type object', { ...valid, type: 'array' }, '/jsonSchema/type must be "object".'],
    [
      'additional properties allowed',
      { ...valid, additionalProperties: true },
      '/jsonSchema/additionalProperties must be false',
    ],
    [
      'no properties',
      { type: 'object', additionalProperties: false },
      '/jsonSchema/properties must be an object of claims.',
    ],
    [
      'an unknown keyword',
      { ...valid, required: ['isBeta'] },
      "/jsonSchema has the key 'required'",
    ],
    [
      'a claim of another type',
      schemaOf({ when: { type: 'integer', description: 'x' } }),
      '/jsonSchema/properties/when/type must be one of "boolean", "string", "number", "array" or "object".',
    ],
    [
      'a claim without description',
      schemaOf({ seats: { type: 'number' } }),
      '/jsonSchema/properties/seats/description is required',
    ],
    [
      'a key its kind does not have',
      schemaOf({ seats: { type: 'number', description: 'x', minimum: 0 } }),
      "/jsonSchema/properties/seats has the key 'minimum'; only type, description are allowed there.",
    ],
    [
      'an enum on a boolean',
      schemaOf({ isBeta: { type: 'boolean', description: 'x', enum: ['true'] } }),
      "/jsonSchema/properties/isBeta has the key 'enum'",
    ],
    [
      'an empty enum',
      schemaOf({ plan: { type: 'string', description: 'x', enum: [] } }),
      '/jsonSchema/properties/plan/enum must list at least one allowed value',
    ],
    [
      'an enum value that is not a string',
      schemaOf({ plan: { type: 'string', description: 'x', enum: ['free', 3] } }),
      '/jsonSchema/properties/plan/enum/1 must be a string that is not empty.',
    ],
    [
      'an enum value listed twice',
      schemaOf({ plan: { type: 'string', description: 'x', enum: ['a', 'b', 'a'] } }),
      '/jsonSchema/properties/plan/enum/2 is listed twice.',
    ],
    [
      'an array without items',
      schemaOf({ roles: { type: 'array', description: 'x' } }),
      '/jsonSchema/properties/roles/items is required',
    ],
    [
      'an array of an unknown kind',
      schemaOf({ roles: { type: 'array', description: 'x', items: { type: 'null' } } }),
      '/jsonSchema/properties/roles/items/type must be one of',
    ],
    [
      'an object without properties',
      schemaOf({ account: { type: 'object', description: 'x', additionalProperties: false } }),
      '/jsonSchema/properties/account/properties must be an object of claims.',
    ],
    [
      'an open object',
      schemaOf({ account: { type: 'object', description: 'x', properties: {} } }),
      '/jsonSchema/properties/account/additionalProperties must be false',
    ],
    [
      'an undescribed claim inside an object',
      schemaOf({
        account: {
          type: 'object',
          description: 'x',
          properties: { tier: { type: 'number' } },
          additionalProperties: false,
        },
      }),
      '/jsonSchema/properties/account/properties/tier/description is required',
    ],
    [
      'an unsigned object with another description',
      schemaOf({ unsigned: { ...unsigned({}), description: 'Unsigned claims.' } }),
      '/jsonSchema/properties/unsigned/description must be exactly "Unsigned claims of the site visitor."',
    ],
    [
      'an unsigned claim of another type',
      schemaOf({ unsigned: unsigned({ n: { type: 'integer', description: 'N.' } }) }),
      '/jsonSchema/properties/unsigned/properties/n/type must be one of',
    ],
    [
      'unsigned without additionalProperties false',
      schemaOf({ unsigned: { ...unsigned({}), additionalProperties: true } }),
      '/jsonSchema/properties/unsigned/additionalProperties must be false',
    ],
    [
      'a claim name that cannot be used in a condition',
      schemaOf({ 'is-beta': { type: 'boolean', description: 'x' } }),
      '/jsonSchema/properties/is-beta: a claim name starts with a letter',
    ],
  ])('refuses %s, naming the place', (_name, schema, reason) => {
    expect(adaptiveSchemaProblem(schema)).toContain(reason);
  });

  it('refuses objects nested without end', () => {
    let claim: Record<string, unknown> = { type: 'boolean', description: 'x' };
    for (let depth = 0; depth < 12; depth += 1)
      claim = {
        type: 'object',
        description: 'x',
        properties: { a: claim },
        additionalProperties: false,
      };
    expect(adaptiveSchemaProblem(schemaOf({ a: claim }))).toMatch(
      /nests claims more than 8 levels deep/,
    );
  });
});

describe('template conditions', () => {
  it('tests a boolean for true, a string with allowed values for each, anything else for presence', () => {
    expect(templateConditions(valid)).toEqual([
      { description: 'In the beta program.', condition: 'visitor.claims.isBeta === true' },
      { description: 'The plan. (free)', condition: 'visitor.claims.plan === "free"' },
      { description: 'The plan. (pro)', condition: 'visitor.claims.plan === "pro"' },
      { description: 'Where the visitor is.', condition: 'visitor.claims.country !== undefined' },
      { description: 'Seats bought.', condition: 'visitor.claims.seats !== undefined' },
      { description: 'Roles held.', condition: 'visitor.claims.roles !== undefined' },
      { description: 'The visitor’s account.', condition: 'visitor.claims.account !== undefined' },
      {
        description: 'Prefers dark mode.',
        condition: 'visitor.claims.unsigned.likesDark === true',
      },
    ]);
    expect(templateConditions(undefined)).toEqual([]);
  });
});
