import { describe, expect, it } from 'vitest';
import {
  leaveTeamConsequence,
  memberRoleConsequence,
  removeMemberConsequence,
  teamRoleConsequence,
} from './role-change-consequences';

const orgTitle = 'Acme Docs';

describe('what asks first', () => {
  it('asks before an admin is demoted, and only then; yourself without Undo', () => {
    const change = { name: 'Hana Ito', isCaller: false, orgTitle };
    expect(memberRoleConsequence({ ...change, from: 'read', to: 'edit' })).toBeUndefined();
    expect(memberRoleConsequence({ ...change, from: 'edit', to: 'admin' })).toBeUndefined();
    expect(memberRoleConsequence({ ...change, from: 'admin', to: null })).toMatchObject({
      title: 'Demote Hana Ito?',
      confirmLabel: 'Make Guest',
      undoable: true,
    });
    expect(
      memberRoleConsequence({ ...change, isCaller: true, from: 'admin', to: 'edit' }),
    ).toMatchObject({ title: 'Stop being an admin of Acme Docs?', undoable: false });
  });

  it('always asks before a removal, which has no Undo, and says so for yourself', () => {
    expect(removeMemberConsequence({ name: 'Rita', isCaller: false, orgTitle })).toMatchObject({
      title: 'Remove Rita?',
      undoable: false,
    });
    expect(removeMemberConsequence({ name: 'Ada', isCaller: true, orgTitle }).description).toMatch(
      /cannot be undone/,
    );
  });

  it('asks before you give up owning a team; an admin keeps Undo, an owner does not', () => {
    const own = { isCaller: true, from: 'owner', to: 'member', teamTitle: 'Eng' } as const;
    expect(teamRoleConsequence({ ...own, callerIsAdmin: false })?.undoable).toBe(false);
    expect(teamRoleConsequence({ ...own, callerIsAdmin: true })?.undoable).toBe(true);
    expect(teamRoleConsequence({ ...own, isCaller: false, callerIsAdmin: false })).toBeUndefined();
    expect(
      teamRoleConsequence({ ...own, from: 'member', to: 'owner', callerIsAdmin: false }),
    ).toBeUndefined();
    expect(
      leaveTeamConsequence({ callerIsAdmin: false, callerRole: 'owner', teamTitle: 'Eng' }),
    ).toMatchObject({ undoable: false });
    expect(
      leaveTeamConsequence({ callerIsAdmin: true, callerRole: 'owner', teamTitle: 'Eng' }),
    ).toBeUndefined();
  });
});
