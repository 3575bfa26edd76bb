import { describe, expect, it } from 'vitest';
import { acmeCallers, demoState, messageOf, statusOf, userOf } from '../domain/people-fixtures.ts';
import { scopedOperation, type OperationContext } from '../http/operation.ts';
import { adminOf, inOrganization, memberOf } from './scopes.ts';

function request(organizationId: string, userId: string) {
  const state = demoState();
  return { state, user: userOf(state, userId), params: { organizationId } };
}

describe('the checks of the path organization', () => {
  it('adminOf gives the organization to an admin and refuses anyone else, naming the action', () => {
    const check = adminOf('do the thing');
    expect(check(request('org_acme', acmeCallers.admin)).id).toBe('org_acme');
    expect(messageOf(() => check(request('org_acme', acmeCallers.read)))).toBe(
      "Only admins can do the thing; your role in 'org_acme' is read.",
    );
    expect(statusOf(() => check(request('org_nowhere', acmeCallers.admin)))).toBe(404);
  });

  it('memberOf gives the organization to any member, guests included, and refuses anyone else', () => {
    expect(memberOf(request('org_acme', acmeCallers.guest)).id).toBe('org_acme');
    expect(memberOf(request('org_acme', acmeCallers.admin)).id).toBe('org_acme');
    expect(statusOf(() => memberOf(request('org_acme', acmeCallers.outsider)))).toBe(403);
    expect(statusOf(() => memberOf(request('org_nowhere', acmeCallers.admin)))).toBe(404);
  });

  it('inOrganization hands a rule the state, the path organization and the caller', () => {
    const seen: string[] = [];
    const check = inOrganization((_state, organizationId, user) => {
      seen.push(`${organizationId} ${user.id}`);
      return organizationId.length;
    });
    expect(check(request('org_acme', acmeCallers.guest))).toBe(8);
    expect(seen).toEqual([`org_acme ${acmeCallers.guest}`]);
  });
});

describe('scopedOperation', () => {
  it('runs the check first and hands the rule what it gave, in the same call', () => {
    const calls: string[] = [];
    const definition = scopedOperation(
      'getOrganization',
      (context) => {
        calls.push('check');
        return context.params.organizationId.toUpperCase();
      },
      (scope) => {
        calls.push(`rule ${scope}`);
        return undefined as never;
      },
    );
    const context = {
      params: { organizationId: 'org_acme' },
    } as OperationContext<'getOrganization'>;
    expect(definition.operationId).toBe('getOrganization');
    definition.run(context as unknown as OperationContext<typeof definition.operationId>);
    expect(calls).toEqual(['check', 'rule ORG_ACME']);
  });

  it('runs no rule when the check refuses', () => {
    let ran = false;
    const definition = scopedOperation(
      'getOrganization',
      () => {
        throw new Error('refused');
      },
      () => {
        ran = true;
        return undefined as never;
      },
    );
    const context = { params: { organizationId: 'org_acme' } };
    expect(() => definition.run(context as unknown as OperationContext<'getOrganization'>)).toThrow(
      'refused',
    );
    expect(ran).toBe(false);
  });
});
