import { describe, expect, it } from 'vitest';
import { OrganizationUpdateRules, SpaceCreateRules } from '@/api/form-rules.gen';
import { checkItems, checkRule } from './check-rule';

describe('checkRule', () => {
  const title = OrganizationUpdateRules.properties.title;

  it('takes its limits from the contract', () => {
    expect(checkRule(title, 'x'.repeat(100))).toBeUndefined();
    expect(checkRule(title, 'x'.repeat(101))).toBe('Must be at most 100 characters (it has 101).');
  });

  it('lets an optional field stay blank and refuses a blank required one', () => {
    expect(checkRule(title, '  ')).toBeUndefined();
    expect(checkRule(title, '  ', { required: true })).toBe('Is required.');
    expect(checkRule(title, '', { required: true, label: 'Title' })).toBe('Title is required.');
    expect(checkRule(title, 'x'.repeat(101), { label: 'Title' })).toBe(
      'Title must be at most 100 characters (it has 101).',
    );
    expect(checkRule(title, '', { required: true, messages: { required: 'Give a title.' } })).toBe(
      'Give a title.',
    );
  });

  it('checks patterns with the form’s own words', () => {
    const hostname = OrganizationUpdateRules.properties.hostname;
    expect(checkRule(hostname, 'docs.acme.test')).toBeUndefined();
    expect(checkRule(hostname, 'Not A Host', { messages: { pattern: 'Use a host name.' } })).toBe(
      'Use a host name.',
    );
  });

  it('checks enums, formats and lists', () => {
    expect(checkRule(SpaceCreateRules.properties.editMode, 'sometimes')).toMatch(/^Must be one of/);
    expect(
      checkRule(OrganizationUpdateRules.properties.logo, 'https://cdn.test/a.png'),
    ).toBeUndefined();
    expect(checkRule({ format: 'safe-uri' }, 'javascript://x/%0Aalert(1)')).toBe(
      'Must be a valid address.',
    );
    const domains = OrganizationUpdateRules.properties.emailDomains;
    expect(checkRule(domains, ['a.test', 'a.test'])).toBe('Has the same item twice.');
    expect(checkItems(domains, ['acme.test', 'NOT VALID'])).toEqual([
      { index: 1, message: 'Is not in the expected form.' },
    ]);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(checkRule({ maxLength: 2 }, '😀😀')).toBeUndefined();
  });
});
