import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { fieldErrorOf } from './field-error';

const refused = (message: string, status = 400) => new ApiError({ status, message });

describe('fieldErrorOf', () => {
  it('reads the JSON pointer that starts a 400', () => {
    expect(fieldErrorOf(refused('/title must be at most 100 characters.'))).toEqual({
      pointer: '/title',
      path: ['title'],
      message: 'Must be at most 100 characters.',
    });
    expect(fieldErrorOf(refused('/mergeRules/rules/0/users is required.'))?.path).toEqual([
      'mergeRules',
      'rules',
      '0',
      'users',
    ]);
  });

  it('unescapes ~0 and ~1', () => {
    expect(fieldErrorOf(refused('/a~1b/c~0d is required.'))?.path).toEqual(['a/b', 'c~d']);
  });

  it('names no field for other statuses, plain sentences and other errors', () => {
    expect(fieldErrorOf(refused('/title is taken', 409))).toBeUndefined();
    expect(fieldErrorOf(refused('The request body is not valid JSON.'))).toBeUndefined();
    expect(fieldErrorOf(refused('limit must be at most 1000.'))).toBeUndefined();
    expect(fieldErrorOf(new Error('/title boom'))).toBeUndefined();
  });
});
