import { describe, expect, it } from 'vitest';
import { callerRoleName } from './caller-role';

const permissions = (admin: boolean, createContent: boolean) =>
  ({ admin, createContent }) as Parameters<typeof callerRoleName>[0]['permissions'];

describe('callerRoleName', () => {
  it('says admin from the permissions', () => {
    expect(callerRoleName({ title: 'Acme Docs', permissions: permissions(true, true) })).toBe(
      'admin',
    );
  });

  it('reads a demo person’s role when the description speaks of this organization', () => {
    const org = { title: 'Acme Docs', permissions: permissions(false, true) };
    expect(callerRoleName(org, 'Reviewer in Acme Docs')).toBe('review');
    expect(callerRoleName(org, 'Reviewer in Globex Community')).toBe('a role without admin rights');
  });

  it('falls back to read without content rights', () => {
    expect(callerRoleName({ title: 'Acme Docs', permissions: permissions(false, false) })).toBe(
      'read',
    );
  });
});
