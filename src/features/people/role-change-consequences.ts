import type { MemberRole, TeamRole } from '@/api/schema.gen';
import { memberRoleLabel } from './labels';

/**
 * What a change of someone's access costs, said before it is made: the title and sentence of
 * the confirmation, its button, and whether the change can be undone afterwards by the same
 * person (someone who gives up the right to manage cannot give it back to themself).
 * `undefined` means the change is plain enough to apply at once, with Undo.
 */
export interface Consequence {
  title: string;
  description: string;
  confirmLabel: string;
  /** Whether the toast after it can offer Undo. */
  undoable: boolean;
}

/**
 * A change of a member's organization role. Demoting yourself from admin takes away the screens
 * you would undo it from; demoting another admin takes their rights away at once. Both ask.
 */
export function memberRoleConsequence(change: {
  name: string;
  isCaller: boolean;
  from: MemberRole;
  to: MemberRole;
  orgTitle: string;
}): Consequence | undefined {
  const { name, from, to, orgTitle } = change;
  if (from !== 'admin' || to === 'admin') return undefined;
  const confirmLabel = `Make ${memberRoleLabel(to)}`;
  if (change.isCaller)
    return {
      title: `Stop being an admin of ${orgTitle}?`,
      description: `You will no longer manage members, teams, SSO or the settings of ${orgTitle}, and you cannot undo this yourself: only another admin can make you an admin again.`,
      confirmLabel,
      undoable: false,
    };
  return {
    title: `Demote ${name}?`,
    description: `${name} will no longer be an admin of ${orgTitle}: from now on they cannot manage members, teams, SSO or the settings. You can make them an admin again.`,
    confirmLabel,
    undoable: true,
  };
}

/**
 * Removing a member from the organization. The platform has no operation that adds a member
 * back (they can only join again, with the default role and no teams), so it cannot be undone.
 */
export function removeMemberConsequence(change: {
  name: string;
  isCaller: boolean;
  orgTitle: string;
}): Consequence {
  const { name, orgTitle } = change;
  if (change.isCaller)
    return {
      title: `Remove yourself from ${orgTitle}?`,
      description: `You lose access to ${orgTitle} at once, with every team you are in. This cannot be undone: only an admin can let you in again.`,
      confirmLabel: 'Remove myself',
      undoable: false,
    };
  return {
    title: `Remove ${name}?`,
    description: `${name} loses access to ${orgTitle} and leaves all their teams. This cannot be undone: to bring them back, they must join again and be added to their teams again.`,
    confirmLabel: 'Remove',
    undoable: false,
  };
}

/**
 * A change of a team role. Making yourself a member of a team you own takes away your right to
 * manage it unless you are an admin, so it asks; any other change applies at once, with Undo.
 */
export function teamRoleConsequence(change: {
  isCaller: boolean;
  callerIsAdmin: boolean;
  from: TeamRole;
  to: TeamRole;
  teamTitle: string;
}): Consequence | undefined {
  const { teamTitle } = change;
  if (!change.isCaller || change.from !== 'owner' || change.to === 'owner') return undefined;
  if (change.callerIsAdmin)
    return {
      title: `Stop being an owner of ${teamTitle}?`,
      description: `You will be a member of ${teamTitle}. As an admin you still manage it.`,
      confirmLabel: 'Make me a member',
      undoable: true,
    };
  return {
    title: `Stop being an owner of ${teamTitle}?`,
    description: `You will no longer manage the members of ${teamTitle}. Only an admin or another owner can make you an owner again.`,
    confirmLabel: 'Make me a member',
    undoable: false,
  };
}

/**
 * Removing yourself (among others) from a team you own, without being an admin: you could not
 * add anyone back afterwards, so it asks, and the toast has no Undo.
 */
export function leaveTeamConsequence(change: {
  callerIsAdmin: boolean;
  callerRole: TeamRole;
  teamTitle: string;
}): Consequence | undefined {
  if (change.callerIsAdmin || change.callerRole !== 'owner') return undefined;
  return {
    title: `Remove yourself from ${change.teamTitle}?`,
    description: `You will leave ${change.teamTitle} and no longer manage its members, so you could not add anyone back: this has no Undo. Only an admin or another owner can add you again.`,
    confirmLabel: 'Remove',
    undoable: false,
  };
}
