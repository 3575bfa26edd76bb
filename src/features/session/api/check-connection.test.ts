import { afterEach, describe, expect, it } from 'vitest';
import { createTestBackend, type TestBackend } from '@/backend/node';
import { fieldErrorOf } from '@/lib/forms/field-error';
import { checkConnection, validateBaseUrl } from './check-connection';

let backend: TestBackend | undefined;
afterEach(() => backend?.close());

describe('validateBaseUrl', () => {
  it.each([
    ['http://127.0.0.1:4010', undefined],
    [' https://api.example/ ', undefined],
    ['', /Enter the address/],
    ['localhost 4010', /is not a valid address/],
    ['ftp://files.example', /must start with http:\/\/ or https:\/\//],
  ])('%s', (text, expected) => {
    const problem = validateBaseUrl(text);
    if (expected === undefined) expect(problem).toBeUndefined();
    else expect(problem).toMatch(expected);
  });
});

describe('checkConnection', () => {
  it('accepts a good token, and refuses a wrong one at the token field', async () => {
    backend = createTestBackend({ baseUrl: 'http://check.test' });
    await expect(checkConnection('http://check.test/', 'demo-admin')).resolves.toBeUndefined();
    const refused = await checkConnection('http://check.test', 'nope').catch((e: unknown) => e);
    expect(fieldErrorOf(refused)).toMatchObject({
      path: ['token'],
      message: 'The server rejected this token.',
    });
  });
});
