import { describe, expect, it } from 'vitest';
import { contractField, contractSelect } from './contract-field';

const rules = {
  title: { type: 'string', minLength: 2, maxLength: 5 },
  slug: { type: 'string', pattern: '^[a-z]+$' },
  agents: { type: 'string', enum: ['excluded', 'included'] },
} as const;

const check = (spec: { check?: unknown }, value: string) =>
  (spec.check as (field: { value: string }) => string | undefined)({ value });

describe('contractField', () => {
  it('writes a text field whose label also starts the rule messages', () => {
    const spec = contractField(rules, 'title', { label: 'Title', hint: 'Short.', autoFocus: true });
    expect(spec).toMatchObject({
      kind: 'text',
      name: 'title',
      label: 'Title',
      hint: 'Short.',
      autoFocus: true,
    });
    expect(check(spec, 'a')).toBe('Title must be at least 2 characters.');
    expect(check(spec, 'abc')).toBeUndefined();
    expect(check(spec, '')).toBeUndefined();
  });

  it('requires the field only when told to', () => {
    const spec = contractField(rules, 'title', { label: 'Title', required: true });
    expect(check(spec, ' ')).toBe('Title is required.');
  });

  it('uses the given messages as they are', () => {
    const spec = contractField(rules, 'slug', {
      label: 'Slug',
      messages: { pattern: 'Only lower-case letters.' },
    });
    expect(check(spec, 'A1')).toBe('Only lower-case letters.');
  });

  it('keeps another kind and its props', () => {
    const options = [{ value: 'a', label: 'A' }];
    const spec = contractField(rules, 'slug', { kind: 'select', label: 'Slug', options });
    expect(spec).toMatchObject({ kind: 'select', name: 'slug', options });
    expect(check(spec, 'b')).toBeUndefined();
  });
});

describe('contractSelect', () => {
  const labels = { included: 'Agents can read it', excluded: 'Agents cannot read it' };

  it('offers the labelled values in the order the labels are written', () => {
    const spec = contractSelect(rules, 'agents', { label: 'Agents', hint: 'Who reads.', labels });
    expect(spec).toMatchObject({
      kind: 'select',
      name: 'agents',
      label: 'Agents',
      hint: 'Who reads.',
      options: [
        { value: 'included', label: 'Agents can read it' },
        { value: 'excluded', label: 'Agents cannot read it' },
      ],
    });
  });

  it('checks the value by the rule, so one outside its list is refused', () => {
    const spec = contractSelect(rules, 'agents', { label: 'Agents', labels });
    expect(check(spec, 'included')).toBeUndefined();
    expect(check(spec, 'everyone')).toBe('Agents must be one of: excluded, included.');
  });

  it('keeps the select props it is given', () => {
    const spec = contractSelect(rules, 'agents', { label: 'Agents', labels, disabled: true });
    expect(spec).toMatchObject({ disabled: true });
  });

  it('takes labels for exactly the values of a rule that lists them', () => {
    // @ts-expect-error a value of the rule without a label
    contractSelect(rules, 'agents', { label: 'Agents', labels: { included: 'Yes' } });
    contractSelect(rules, 'agents', {
      label: 'Agents',
      // @ts-expect-error a label for a value the rule does not list
      labels: { ...labels, everyone: 'Everyone' },
    });
    // @ts-expect-error a rule without a list of values
    contractSelect(rules, 'title', { label: 'Title', labels: {} });
  });
});
