import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  buildCollectionCreate,
  buildSpaceCreate,
  buildSpaceUpdate,
  contentConstraints,
  emojiProblem,
  fieldOfMessage,
  languages,
  titleProblem,
  toSpaceSettingsValues,
  validateSpaceCreate,
  validateSpaceSettings,
} from './content-forms';
import { daysLeft, daysLeftLabel } from './labels';

describe('constraints', () => {
  it('mirror the contract', () => {
    const contract = JSON.parse(
      readFileSync(new URL('../../api/openapi.gen.json', import.meta.url), 'utf8'),
    ) as { components: { schemas: Record<string, Record<string, unknown>> } };
    const schemas = contract.components.schemas;
    expect(schemas.ContentTitle?.maxLength).toBe(contentConstraints.titleMaxLength);
    expect(schemas.ContentTitle?.pattern).toBe(contentConstraints.titlePattern);
    expect(schemas.Emoji?.maxLength).toBe(contentConstraints.emojiMaxLength);
    expect(schemas.Emoji?.pattern).toBe(contentConstraints.emojiPattern);
    expect(schemas.CollectionDescription?.maxLength).toBe(contentConstraints.descriptionMaxLength);
    expect(schemas.Language?.enum).toEqual(languages);
    const rules = schemas.SpaceMergeRules as { properties: { rules: { maxItems: number } } };
    expect(rules.properties.rules.maxItems).toBe(contentConstraints.mergeRulesMaxItems);
  });
});

describe('checks before sending', () => {
  it('asks for a title that is not only spaces, and at most 100 characters', () => {
    expect(titleProblem('   ')).toBe('Enter a title.');
    expect(titleProblem('x'.repeat(101))).toMatch(/at most 100 characters/);
    expect(titleProblem('Guides')).toBeUndefined();
  });

  it('takes one emoji or none', () => {
    expect(emojiProblem('')).toBeUndefined();
    expect(emojiProblem('📘')).toBeUndefined();
    expect(emojiProblem('👩‍💻')).toBeUndefined();
    expect(emojiProblem('abc')).toMatch(/single emoji/);
  });

  it('reports every invalid field of the create form', () => {
    expect(
      validateSpaceCreate({ title: ' ', emoji: 'x', parent: '', language: 'en', editMode: 'live' }),
    ).toEqual({
      title: 'Enter a title.',
      emoji: 'The emoji must be a single emoji, or left empty.',
    });
  });
});

describe('bodies', () => {
  it('leaves out an empty emoji and the root parent', () => {
    expect(
      buildSpaceCreate({
        title: ' Docs ',
        emoji: '',
        parent: '',
        language: 'fr',
        editMode: 'locked',
      }),
    ).toEqual({ title: 'Docs', language: 'fr', editMode: 'locked' });
    expect(buildCollectionCreate({ title: 'Team', parent: 'c1' })).toEqual({
      title: 'Team',
      parent: 'c1',
    });
  });

  it('sends only what changed in the settings', () => {
    const before = toSpaceSettingsValues({
      title: 'Docs',
      emoji: '📘',
      editMode: 'live',
      defaultLevel: 'read',
      language: 'en',
      mergeRules: { type: 'inherit' },
    });
    expect(buildSpaceUpdate(before, before)).toEqual({});
    expect(buildSpaceUpdate(before, { ...before, title: 'Guides', editMode: 'locked' })).toEqual({
      title: 'Guides',
      editMode: 'locked',
    });
    const withRules = {
      ...before,
      mergeRulesType: 'rules' as const,
      mergeRules: [{ rule: 'require_specific_reviewers' as const, users: 'u1, u2' }],
    };
    expect(buildSpaceUpdate(before, withRules)).toEqual({
      mergeRules: {
        type: 'rules',
        rules: [{ rule: 'require_specific_reviewers', users: ['u1', 'u2'] }],
      },
    });
  });

  it('checks merge rules', () => {
    const base = toSpaceSettingsValues({
      title: 'Docs',
      emoji: '',
      editMode: 'live',
      defaultLevel: 'read',
      language: 'en',
      mergeRules: { type: 'inherit' },
    });
    expect(validateSpaceSettings({ ...base, mergeRulesType: 'rules' }).mergeRules).toMatch(
      /at least one rule/,
    );
    expect(
      validateSpaceSettings({
        ...base,
        mergeRulesType: 'rules',
        mergeRules: [{ rule: 'require_specific_reviewers', users: ' ' }],
      }).mergeRules,
    ).toMatch(/needs at least one reviewer/);
  });
});

describe('fieldOfMessage', () => {
  it('finds the field a 400 names', () => {
    expect(fieldOfMessage('The request body: title must match pattern', ['title', 'emoji'])).toBe(
      'title',
    );
    expect(fieldOfMessage('emoji must be one emoji', ['title', 'emoji'])).toBe('emoji');
    expect(fieldOfMessage('Something else', ['title'])).toBeUndefined();
  });
});

describe('days left', () => {
  const day = 24 * 60 * 60 * 1000;
  it('counts whole days to the end of the 7 days', () => {
    const deleted = '2026-03-01T00:00:00.000Z';
    const at = Date.parse(deleted);
    expect(daysLeft(deleted, at)).toBe(7);
    expect(daysLeft(deleted, at + 1)).toBe(7);
    expect(daysLeft(deleted, at + 6.5 * day)).toBe(1);
    expect(daysLeft(deleted, at + 8 * day)).toBe(0);
    expect(daysLeftLabel(0)).toBe('Less than a day left');
    expect(daysLeftLabel(1)).toBe('1 day left');
  });
});
