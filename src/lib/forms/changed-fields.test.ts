import { describe, expect, it } from 'vitest';
import { changedFields } from './changed-fields';

const before = { title: 'Docs', description: 'Ours', level: 'read', hidden: 'x' };

describe('changedFields', () => {
  it('keeps only the listed fields that differ', () => {
    expect(changedFields(before, before, ['title', 'description', 'level'])).toEqual({});
    expect(
      changedFields(before, { ...before, level: 'write', hidden: 'y' }, ['title', 'level']),
    ).toEqual({ level: 'write' });
  });

  it('trims only the fields it is told to, before comparing and in the body', () => {
    const values = { ...before, title: ' Docs ', description: ' Ours ' };
    expect(changedFields(before, values, ['title', 'description'], ['title'])).toEqual({
      description: ' Ours ',
    });
    expect(changedFields(before, { ...before, title: ' Guides ' }, ['title'], ['title'])).toEqual({
      title: 'Guides',
    });
  });
});
