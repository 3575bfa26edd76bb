import { UserMinus, UserRoundCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { plural } from '@/lib/format';
import type { useUpdateTeamMembers } from '../api/team-mutations';
import type { TeamMembership } from '../api/team-queries';
import { changeToast, failureToast } from '@/components/ui/outcome-toast';
import { leaveTeamConsequence } from '../role-change-consequences';
import { useConfirmFirst } from './confirm-first';
import { useRefusal } from './refusal-notice';
import type { TeamRoleContext } from './team-member-table';
import styles from './team-page.module.css';

function names(chosen: readonly TeamMembership[]): string {
  return chosen.map((m) => m.organization.user.displayName).join(', ');
}

/**
 * What to do with the selected members: make them owners, or remove them from the team (with
 * Undo). Each is ONE bulk request, whether one member is selected or a hundred. Removing
 * yourself as an owner who is not an admin asks first, and cannot be undone by you.
 */
export function BulkBar(props: {
  update: ReturnType<typeof useUpdateTeamMembers>;
  context: TeamRoleContext;
  chosen: readonly TeamMembership[];
  onDone: () => void;
}) {
  const { update, context, chosen } = props;
  const { team } = context;
  const ids = chosen.map((m) => m.organization.id);
  const allOwners = chosen.every((m) => m.team.role === 'owner');
  const refusal = useRefusal();
  const { attempt, dialog } = useConfirmFirst();

  const makeOwners = () =>
    update.mutate(
      { memberships: Object.fromEntries(ids.map((id) => [id, { role: 'owner' as const }])) },
      {
        onSuccess: () => {
          props.onDone();
          changeToast(`${plural(ids.length, 'new owner', 'new owners')} of ${team.title}`, {
            description: names(chosen),
          });
        },
        onError: failureToast('Could not make them owners'),
      },
    );

  const self = chosen.find((m) => m.organization.id === context.callerId);
  const consequence =
    self &&
    leaveTeamConsequence({
      callerIsAdmin: context.callerIsAdmin,
      callerRole: self.team.role,
      teamTitle: team.title,
    });

  const remove = () => {
    // Undo puts everyone back with the team role they had.
    const roles = Object.fromEntries(chosen.map((m) => [m.organization.id, { role: m.team.role }]));
    const undo = {
      run: () =>
        update.mutate(
          { add: ids, memberships: roles },
          { onError: failureToast('Could not add them back') },
        ),
      altText: 'Add them back with Add members',
    };
    refusal.clear();
    update.mutate(
      { remove: ids },
      {
        onSuccess: () => {
          props.onDone();
          changeToast(`Removed ${plural(ids.length, 'member', 'members')} from ${team.title}`, {
            description: names(chosen),
            ...(consequence?.undoable === false ? {} : { undo }),
          });
        },
        onError: (error) => refusal.report('They were not removed', error),
      },
    );
  };

  return (
    <section className={styles.bulkBar} aria-label="Selected members">
      <p role="status" className={styles.bulkCount}>
        {plural(ids.length, 'member', 'members')} selected
      </p>
      <Button size="small" disabled={update.isPending || allOwners} onClick={makeOwners}>
        <UserRoundCheck size={16} aria-hidden="true" />
        Make owner
      </Button>
      <Button
        size="small"
        variant="danger"
        disabled={update.isPending}
        onClick={() => attempt(consequence, remove)}
      >
        <UserMinus size={16} aria-hidden="true" />
        Remove from team
      </Button>
      <Button size="small" variant="ghost" onClick={props.onDone}>
        Clear selection
      </Button>
      {dialog}
    </section>
  );
}
