import { describe, expect, it } from 'vitest';
import { contractField } from './contract-field';

const rules = {
  title: { type: 'string', minLength: 2, maxLength: 5 },
  slug: { type: 'string', pattern: '^[a-z]+$' },
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
