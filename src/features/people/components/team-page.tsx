import { usePrefetchQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Pencil, Trash2, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { MutationButton } from '@/components/ui/mutation-button';
import { Notice } from '@/components/ui/notice';
import { PageHeader } from '@/components/ui/page-header';
import { plural } from '@/lib/format';
import { useDeleteTeam } from '../api/team-mutations';
import { memberQueries } from '../api/member-queries';
import { teamQueries, type Team } from '../api/team-queries';
import { AddMembersDialog, RenameTeamDialog } from './team-dialogs';
import { TeamMemberTable } from './team-member-table';

/** What deleting a team takes from its members, in a sentence. */
export function deleteTeamConsequence(team: Team): string {
  const members =
    team.members === 0
      ? 'It has no members.'
      : `Its ${plural(team.members, 'member loses', 'members lose')} the access the team gives them to ${plural(team.spaces, 'space', 'spaces')}; their own role in the organization stays.`;
  return `${members} An SSO provider that adds new people to this team stops doing so. This cannot be undone.`;
}

function DeleteTeamButton(props: { orgId: string; team: Team; onDeleted: () => void }) {
  const remove = useDeleteTeam(props.orgId, props.team.id);
  return (
    <MutationButton
      mutation={remove}
      variant="danger"
      icon={<Trash2 size={16} aria-hidden="true" />}
      confirm={{
        title: `Delete the team “${props.team.title}”?`,
        description: deleteTeamConsequence(props.team),
        confirmLabel: 'Delete team',
        tone: 'danger',
      }}
      outcome={{
        success: `Deleted the team “${props.team.title}”`,
        failure: 'The team was not deleted',
      }}
      onDone={props.onDeleted}
    >
      Delete team
    </MutationButton>
  );
}

/**
 * A team: its members with their team roles. Admins rename and delete it; admins and its
 * owners add members (picked or pasted), change team roles and act on several at once.
 */
export function TeamPage(props: {
  orgId: string;
  teamId: string;
  isAdmin: boolean;
  onDeleted: () => void;
}) {
  // Who is signed in (the members table asks for it), fetched beside the team, not after it.
  usePrefetchQuery(memberQueries.me());
  const { data: team } = useSuspenseQuery(teamQueries.detail(props.orgId, props.teamId));
  const { data: memberships } = useSuspenseQuery(teamQueries.members(props.orgId, props.teamId));
  const [renaming, setRenaming] = useState(false);
  const [adding, setAdding] = useState(false);
  const canManage = team.permissions.admin;
  const memberIds = new Set(memberships.map((m) => m.organization.id));

  return (
    <>
      <PageHeader
        title={team.title}
        description={`${plural(team.members, 'member', 'members')} · ${plural(team.spaces, 'space', 'spaces')}`}
        actions={
          <>
            {canManage ? (
              <Button variant="primary" onClick={() => setAdding(true)}>
                <UserPlus size={16} aria-hidden="true" />
                Add members
              </Button>
            ) : null}
            {props.isAdmin ? (
              <>
                <Button onClick={() => setRenaming(true)}>
                  <Pencil size={16} aria-hidden="true" />
                  Rename
                </Button>
                <DeleteTeamButton orgId={props.orgId} team={team} onDeleted={props.onDeleted} />
              </>
            ) : null}
          </>
        }
      />
      {props.isAdmin ? null : canManage ? (
        <Notice>
          You own this team: you add and remove its members and choose its owners. Only admins
          rename or delete a team.
        </Notice>
      ) : (
        <Notice>
          Only admins and this team&rsquo;s owners change its members. You can see who is in it.
        </Notice>
      )}
      {memberships.length === 0 ? (
        <EmptyState title="No members yet.">
          {canManage ? (
            <p className="muted">Add members to give them the team&rsquo;s access.</p>
          ) : null}
        </EmptyState>
      ) : (
        <TeamMemberTable
          orgId={props.orgId}
          team={team}
          memberships={memberships}
          canManage={canManage}
          isAdmin={props.isAdmin}
        />
      )}
      {canManage ? (
        <AddMembersDialog
          orgId={props.orgId}
          team={team}
          memberIds={memberIds}
          open={adding}
          onOpenChange={setAdding}
        />
      ) : null}
      {props.isAdmin ? (
        <RenameTeamDialog
          orgId={props.orgId}
          team={team}
          open={renaming}
          onOpenChange={setRenaming}
        />
      ) : null}
    </>
  );
}
