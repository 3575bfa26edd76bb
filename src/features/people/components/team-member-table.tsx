import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { DataTable } from '@/components/ui/data-table';
import { StatusBadge } from '@/components/ui/status-badge';
import { memberQueries } from '../api/member-queries';
import { setTeamRoleLater, useSetTeamRole, useUpdateTeamMembers } from '../api/team-mutations';
import type { Team, TeamMembership, TeamRole } from '../api/team-queries';
import { memberRoleLabel, teamRoleChoices, teamRoleLabel } from '../labels';
import { changeToast, failureToast } from '@/components/ui/outcome-toast';
import { teamRoleConsequence } from '../role-change-consequences';
import { BulkBar } from './bulk-bar';
import { useConfirmFirst } from './confirm-first';
import { Person } from './person';
import { RefusalNotice, RefusalProvider, useRowRefusal } from './refusal-notice';
import { RowRoleSelect } from './row-role-select';
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

/** What a team role select and the bulk bar need besides their rows. */
export interface TeamRoleContext {
  orgId: string;
  team: Team;
  callerId: string;
  callerIsAdmin: boolean;
}

/**
 * A member's team role. A change applies at once with Undo, unless it takes away the caller's
 * own right to manage the team: that asks first. A refusal (the last owner) shows above the
 * table.
 */
function TeamRoleSelect(props: { context: TeamRoleContext; membership: TeamMembership }) {
  const { context, membership } = props;
  const { orgId, team } = context;
  const client = useQueryClient();
  const setRole = useSetTeamRole(orgId, team.id);
  const userId = membership.organization.id;
  const refusal = useRowRefusal(userId);
  const { attempt, dialog } = useConfirmFirst();
  const name = membership.organization.user.displayName;
  const isCaller = userId === context.callerId;

  const change = (to: TeamRole) => {
    const from = membership.team.role;
    const consequence = teamRoleConsequence({
      isCaller,
      callerIsAdmin: context.callerIsAdmin,
      from,
      to,
      teamTitle: team.title,
    });
    const undo = {
      run: () =>
        void setTeamRoleLater(client, orgId, team.id, { userId, role: from }).catch(
          failureToast(`${name}’s team role could not be set back to ${teamRoleLabel(from)}`),
        ),
      altText: `Choose ${teamRoleLabel(from)} in the team role of ${name}`,
    };
    const role = to === 'owner' ? 'an owner' : 'a member';
    attempt(consequence, () => {
      refusal.clear();
      setRole.mutate(
        { userId, role: to },
        {
          onSuccess: () =>
            changeToast(
              isCaller
                ? `You are now ${role} of ${team.title}`
                : `${name} is now ${role} of ${team.title}`,
              consequence?.undoable === false ? {} : { undo },
            ),
          onError: (error) => refusal.report(`${name}’s team role was not changed`, error),
        },
      );
    });
  };

  return (
    <>
      <RowRoleSelect
        label={`Team role of ${name}`}
        value={membership.team.role}
        choices={teamRoleChoices}
        pending={setRole.isPending}
        refusal={refusal}
        onChange={change}
      />
      {dialog}
    </>
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
  /** Whether the caller is an admin, who manages the team whatever their team role. */
  isAdmin: boolean;
}) {
  // Who is signed in: giving up your own ownership asks first (one request, cached).
  const { data: caller } = useSuspenseQuery(memberQueries.me());
  const context: TeamRoleContext = {
    orgId: props.orgId,
    team: props.team,
    callerId: caller.id,
    callerIsAdmin: props.isAdmin,
  };
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
    <RefusalProvider>
      {props.canManage && chosen.length > 0 ? (
        <BulkBar
          update={update}
          context={context}
          chosen={chosen}
          onDone={() => setSelected(new Set())}
        />
      ) : null}
      <RefusalNotice />
      <DataTable
        caption={`Members of ${props.team.title}`}
        headings={[
          ...(props.canManage
            ? [
                <SelectAll
                  selected={chosen.length}
                  total={props.memberships.length}
                  onChange={(all) => setSelected(all ? new Set(present) : new Set())}
                />,
              ]
            : []),
          'Member',
          'Organization role',
          'Team role',
        ]}
        items={props.memberships.map((membership) => ({
          ...membership,
          id: membership.organization.id,
        }))}
        middle
      >
        {(membership) => {
          const member = membership.organization;
          return (
            <>
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
                  <TeamRoleSelect context={context} membership={membership} />
                ) : (
                  teamRoleLabel(membership.team.role)
                )}
              </td>
            </>
          );
        }}
      </DataTable>
    </RefusalProvider>
  );
}
