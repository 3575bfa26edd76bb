import { describe, expect, it } from 'vitest';
import {
  CollectionCreateRules,
  CollectionUpdateRules,
  SpaceCreateRules,
  SpaceUpdateRules,
} from '@/api/form-rules.gen';
import { validateWith } from '@/lib/forms/check-rule';
import type { MergeRulesDraft } from '@/components/merge-rules/merge-rules';
import {
  buildCollectionCreate,
  buildCollectionUpdate,
  buildSpaceCreate,
  buildSpaceUpdate,
  emojiCheck,
  titleCheck,
  titleHint,
  toSpaceSettingsValues,
} from './content-forms';
import { daysLeft, daysLeftLabel } from './labels';

const check = (validate: (input: { value: string }) => string | undefined, value: string) =>
  validate({ value });

describe('checks before sending', () => {
  const title = titleCheck(SpaceCreateRules.properties.title);
  const emoji = emojiCheck(SpaceCreateRules.properties.emoji);

  it('asks for a title that is not only spaces, within the contract’s length', () => {
    expect(check(title, '   ')).toBe('Enter a title.');
    expect(check(title, 'x'.repeat(51))).toBe('Title must be at most 50 characters (it has 51).');
    expect(check(title, 'x'.repeat(50))).toBeUndefined();
    expect(check(title, 'Guides')).toBeUndefined();
    expect(titleHint(SpaceCreateRules.properties.title)).toBe('1 to 50 characters.');
  });

  it('holds titles and collection descriptions to the platform’s limits (50 and 100)', () => {
    for (const rule of [
      SpaceCreateRules.properties.title,
      SpaceUpdateRules.properties.title,
      CollectionCreateRules.properties.title,
      CollectionUpdateRules.properties.title,
    ]) {
      expect(check(titleCheck(rule), 't'.repeat(51))).toBe(
        'Title must be at most 50 characters (it has 51).',
      );
      expect(check(titleCheck(rule), 't'.repeat(50))).toBeUndefined();
    }
    for (const rule of [
      CollectionCreateRules.properties.description,
      CollectionUpdateRules.properties.description,
    ]) {
      const description = validateWith(rule, { label: 'Description' });
      expect(check(description, 'd'.repeat(101))).toBe(
        'Description must be at most 100 characters (it has 101).',
      );
      expect(check(description, 'd'.repeat(100))).toBeUndefined();
    }
  });

  it('takes one emoji or none, without the spaces around it', () => {
    expect(check(emoji, '')).toBeUndefined();
    expect(check(emoji, ' 📘 ')).toBeUndefined();
    expect(check(emoji, '👩‍💻')).toBeUndefined();
    expect(check(emoji, 'abc')).toBe('The emoji must be a single emoji, or left empty.');
  });
});

describe('bodies', () => {
  it('leaves out an empty emoji and the root parent', () => {
    expect(
      buildSpaceCreate({
        title: ' Docs ',
        emoji: ' ',
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

  it('sends only what changed in the space settings', () => {
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
      mergeRules: rulesOf({
        rule: 'require_specific_reviewers',
        users: ['u1', 'u2'],
        expression: '',
      }),
    };
    expect(buildSpaceUpdate(before, withRules)).toEqual({
      mergeRules: {
        type: 'rules',
        rules: [{ rule: 'require_specific_reviewers', users: ['u1', 'u2'] }],
      },
    });
  });

  it('reads a space’s merge rules back for the form', () => {
    const values = toSpaceSettingsValues({
      title: 'Docs',
      emoji: '',
      editMode: 'live',
      defaultLevel: 'read',
      language: 'en',
      mergeRules: {
        type: 'rules',
        rules: [{ rule: 'require_specific_reviewers', users: ['a', 'b'] }],
      },
    });
    expect(values.mergeRules).toEqual(
      rulesOf({ rule: 'require_specific_reviewers', users: ['a', 'b'], expression: '' }),
    );
  });

  it('sends only what changed in the collection settings', () => {
    const before = { title: 'Team', description: '', defaultLevel: 'read' as const };
    expect(buildCollectionUpdate(before, { ...before, title: ' Team ' })).toEqual({});
    expect(buildCollectionUpdate(before, { ...before, description: 'Ours' })).toEqual({
      description: 'Ours',
    });
  });
});

function rulesOf(...list: MergeRulesDraft['rules']): MergeRulesDraft {
  return { type: 'rules', rules: list };
}

describe('days left', () => {
  const day = 24 * 60 * 60 * 1000;
  it('counts whole days to the end of the 7 days', () => {
    const deleted = '2026-03-01T00:00:00.000Z';
    const at = Date.parse(deleted);
    expect(daysLeft(deleted, at)).toBe(7);
    expect(daysLeft(deleted, at + 1)).toBe(7);
    // A Date header's whole second may be before the delete.
    expect(daysLeft(deleted, at - 900)).toBe(7);
    expect(daysLeft(deleted, at + 3 * day - 900)).toBe(4);
    expect(daysLeft(deleted, at + 6.5 * day)).toBe(1);
    expect(daysLeft(deleted, at + 8 * day)).toBe(0);
    expect(daysLeftLabel(0)).toBe('Less than a day left');
    expect(daysLeftLabel(1)).toBe('1 day left');
  });
});
