import { describe, expect, it } from 'vitest';
import { adaptiveSchemaProblem, templateConditions } from './sites-adaptive.ts';

const valid = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  type: 'object',
  properties: {
    isBeta: { type: 'boolean', description: 'In the beta program.' },
    unsigned: {
      type: 'object',
      description: 'Unsigned claims of the site visitor.',
      properties: { likesDark: { type: 'boolean', description: 'Prefers dark mode.' } },
      additionalProperties: false,
    },
  },
  additionalProperties: false,
};

describe('visitor schema validation', () => {
  it('accepts a draft-07 object of described boolean claims, unsigned ones nested', () => {
    expect(adaptiveSchemaProblem(valid)).toBeUndefined();
    expect(adaptiveSchemaProblem({ type: 'object', additionalProperties: false })).toBeUndefined();
  });

  it.each([
    ['not an object', [], '/jsonSchema must be an object.'],
    [
      'another draft',
      { ...valid, $schema: 'https://json-schema.org/draft/2020-12/schema' },
      'draft-07',
    ],
    ['not type object', { ...valid, type: 'array' }, '/jsonSchema/type must be "object".'],
    [
      'additional properties allowed',
      { ...valid, additionalProperties: true },
      'additionalProperties must be false',
    ],
    [
      'a string claim',
      { ...valid, properties: { plan: { type: 'string', description: 'Plan.' } } },
      '/jsonSchema/properties/plan/type must be "boolean"',
    ],
    [
      'a claim without description',
      { ...valid, properties: { isBeta: { type: 'boolean' } } },
      '/jsonSchema/properties/isBeta/description is required',
    ],
    [
      'an unsigned claim that is not boolean',
      {
        ...valid,
        properties: {
          unsigned: {
            type: 'object',
            properties: { n: { type: 'number', description: 'N.' } },
            additionalProperties: false,
          },
        },
      },
      '/jsonSchema/properties/unsigned/properties/n/type must be "boolean"',
    ],
    [
      'unsigned without additionalProperties false',
      { ...valid, properties: { unsigned: { type: 'object', properties: {} } } },
      '/jsonSchema/properties/unsigned/additionalProperties must be false',
    ],
    ['an unknown keyword', { ...valid, required: ['isBeta'] }, "the key 'required'"],
    [
      'a claim name that cannot be used in a condition',
      { ...valid, properties: { 'is-beta': { type: 'boolean', description: 'x' } } },
      'a claim name starts with a letter',
    ],
  ])('refuses %s with the reason', (_name, schema, reason) => {
    expect(adaptiveSchemaProblem(schema)).toContain(reason);
  });
});

describe('template conditions', () => {
  it('derives one condition per claim, unsigned ones under visitor.claims.unsigned', () => {
    expect(templateConditions(valid)).toEqual([
      { description: 'In the beta program.', condition: 'visitor.claims.isBeta === true' },
      {
        description: 'Prefers dark mode.',
        condition: 'visitor.claims.unsigned.likesDark === true',
      },
    ]);
    expect(templateConditions(undefined)).toEqual([]);
  });
});
