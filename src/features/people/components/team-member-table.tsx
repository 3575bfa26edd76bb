import { useEffect, useRef, useState } from 'react';
import { StatusBadge } from '@/components/ui/status-badge';
import { formStyles } from '@/components/ui/form-styles';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-error';
import { useSetTeamRole, useUpdateTeamMembers } from '../api/team-mutations';
import type { Team, TeamMembership, TeamRole } from '../api/team-queries';
import { memberRoleLabel, teamRoleChoices, teamRoleLabel } from '../labels';
import { BulkBar } from './bulk-bar';
import { Person } from './person';
import styles from './team-page.module.css';

/** The header's "select all" box: checked, unchecked or in between. */
function SelectAll(props: { selected: number; total: number; onChange: (all: boolean) => void }) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = props.selected > 0 && props.selected < props.total;
  }, [props.selected, props.total]);
  return (
    <input
      ref={ref}
      type="checkbox"
      aria-label="Select every member"
      checked={props.total > 0 && props.selected === props.total}
      onChange={(event) => props.onChange(event.target.checked)}
    />
  );
}

function TeamRoleSelect(props: { orgId: string; team: Team; membership: TeamMembership }) {
  const setRole = useSetTeamRole(props.orgId, props.team.id);
  const name = props.membership.organization.user.displayName;
  return (
    <select
      aria-label={`Team role of ${name}`}
      className={formStyles.control}
      value={props.membership.team.role}
      disabled={setRole.isPending}
      onChange={(event) => {
        const role = event.target.value as TeamRole;
        setRole.mutate(
          { userId: props.membership.organization.id, role },
          {
            onSuccess: () =>
              toast(
                `${name} is now ${role === 'owner' ? 'an owner' : 'a member'} of ${props.team.title}`,
              ),
            onError: (error) =>
              toast(`Could not change ${name}'s team role`, {
                description: errorMessage(error),
                tone: 'error',
              }),
          },
        );
      }}
    >
      {teamRoleChoices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </select>
  );
}

/**
 * The team's members. Whoever manages the team (an admin or one of its owners) changes a team
 * role in each row, or selects rows and acts on all of them from the bulk bar in one request.
 */
export function TeamMemberTable(props: {
  orgId: string;
  team: Team;
  memberships: readonly TeamMembership[];
  canManage: boolean;
}) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  // Here rather than in the bar, so the Undo of a removal still works once the bar is gone.
  const update = useUpdateTeamMembers(props.orgId, props.team.id);
  // Someone who left the team (removed, or by another person) is no longer selected.
  const present = new Set(props.memberships.map((m) => m.organization.id));
  const chosen = props.memberships.filter((m) => selected.has(m.organization.id));
  const toggle = (userId: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set([...current].filter((id) => present.has(id)));
      if (on) next.add(userId);
      else next.delete(userId);
      return next;
    });

  return (
    <>
      {props.canManage && chosen.length > 0 ? (
        <BulkBar
          update={update}
          team={props.team}
          chosen={chosen}
          onDone={() => setSelected(new Set())}
        />
      ) : null}
      <table className={styles.table} aria-label={`Members of ${props.team.title}`}>
        <thead>
          <tr>
            {props.canManage ? (
              <th scope="col" className={styles.checkCell}>
                <SelectAll
                  selected={chosen.length}
                  total={props.memberships.length}
                  onChange={(all) => setSelected(all ? new Set(present) : new Set())}
                />
              </th>
            ) : null}
            <th scope="col">Member</th>
            <th scope="col">Organization role</th>
            <th scope="col">Team role</th>
          </tr>
        </thead>
        <tbody>
          {props.memberships.map((membership) => {
            const member = membership.organization;
            return (
              <tr key={member.id}>
                {props.canManage ? (
                  <td className={styles.checkCell}>
                    <input
                      type="checkbox"
                      aria-label={`Select ${member.user.displayName}`}
                      checked={selected.has(member.id)}
                      onChange={(event) => toggle(member.id, event.target.checked)}
                    />
                  </td>
                ) : null}
                <th scope="row">
                  <Person user={member.user} muted={member.disabled} />
                </th>
                <td>
                  {memberRoleLabel(member.role)}
                  {member.disabled ? (
                    <>
                      {' '}
                      <StatusBadge tone="danger">Disabled</StatusBadge>
                    </>
                  ) : null}
                </td>
                <td className={styles.roleCell}>
                  {props.canManage ? (
                    <TeamRoleSelect orgId={props.orgId} team={props.team} membership={membership} />
                  ) : (
                    teamRoleLabel(membership.team.role)
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </>
  );
}
