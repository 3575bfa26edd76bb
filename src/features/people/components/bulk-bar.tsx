import { UserMinus, UserRoundCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-error';
import { plural } from '@/lib/format';
import type { useUpdateTeamMembers } from '../api/team-mutations';
import type { Team, TeamMembership } from '../api/team-queries';
import styles from './team-page.module.css';

function names(chosen: readonly TeamMembership[]): string {
  return chosen.map((m) => m.organization.user.displayName).join(', ');
}

function failed(what: string) {
  return (error: unknown) => toast(what, { description: errorMessage(error), tone: 'error' });
}

/**
 * What to do with the selected members: make them owners, or remove them from the team (with
 * Undo). Each is ONE bulk request, whether one member is selected or a hundred.
 */
export function BulkBar(props: {
  update: ReturnType<typeof useUpdateTeamMembers>;
  team: Team;
  chosen: readonly TeamMembership[];
  onDone: () => void;
}) {
  const { update, team, chosen } = props;
  const ids = chosen.map((m) => m.organization.id);
  const allOwners = chosen.every((m) => m.team.role === 'owner');

  const makeOwners = () =>
    update.mutate(
      { memberships: Object.fromEntries(ids.map((id) => [id, { role: 'owner' as const }])) },
      {
        onSuccess: () => {
          props.onDone();
          toast(`${plural(ids.length, 'new owner', 'new owners')} of ${team.title}`, {
            description: names(chosen),
          });
        },
        onError: failed('Could not make them owners'),
      },
    );

  const remove = () => {
    // Undo puts everyone back with the team role they had.
    const roles = Object.fromEntries(chosen.map((m) => [m.organization.id, { role: m.team.role }]));
    update.mutate(
      { remove: ids },
      {
        onSuccess: () => {
          props.onDone();
          toast(`Removed ${plural(ids.length, 'member', 'members')} from ${team.title}`, {
            description: names(chosen),
            action: {
              label: 'Undo',
              altText: 'Add them back with Add members',
              onAction: () =>
                update.mutate(
                  { add: ids, memberships: roles },
                  { onError: failed('Could not add them back') },
                ),
            },
          });
        },
        onError: failed('Could not remove them'),
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
      <Button size="small" variant="danger" disabled={update.isPending} onClick={remove}>
        <UserMinus size={16} aria-hidden="true" />
        Remove from team
      </Button>
      <Button size="small" variant="ghost" onClick={props.onDone}>
        Clear selection
      </Button>
    </section>
  );
}
