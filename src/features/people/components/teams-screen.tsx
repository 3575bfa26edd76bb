import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { RowLink } from '@/components/ui/data-table';
import { ListScreen } from '@/components/ui/list-screen';
import { Notice } from '@/components/ui/notice';
import { pagedItems } from '@/components/ui/paged-items';
import { formatDate, formatNumber, plural } from '@/lib/format';
import { memberQueries } from '../api/member-queries';
import { teamListFilters, teamQueries } from '../api/team-queries';
import { teamSearchMaxLength } from '../people-search';
import { CreateTeamDialog } from './create-team-dialog';
import { SearchField } from './search-field';
import styles from './people-lists.module.css';

/**
 * Whose teams the list shows: every team for an admin and for someone who owns none (read
 * only); only the teams they manage for an owner who is not an admin (the `owner` filter).
 */
function useOwnerScope(orgId: string, isAdmin: boolean) {
  const me = useQuery({ ...memberQueries.me(), enabled: !isAdmin });
  const userId = me.data?.id;
  const managed = useInfiniteQuery({
    ...teamQueries.list(orgId, { owner: userId ?? '' }),
    enabled: !isAdmin && userId !== undefined,
  });
  const ready = isAdmin || managed.isSuccess || managed.isError;
  const owner = !isAdmin && (managed.data?.pages[0]?.count ?? 0) > 0 ? userId : undefined;
  return { ready, owner };
}

/** Settings › Teams: the organization's teams, searched by title in the URL, a page at a time. */
export function TeamsScreen(props: {
  orgId: string;
  isAdmin: boolean;
  search: string;
  onSearch: (search: string) => void;
  onOpenTeam: (teamId: string) => void;
}) {
  const [creating, setCreating] = useState(false);
  const scope = useOwnerScope(props.orgId, props.isAdmin);
  const teams = useInfiniteQuery({
    ...teamQueries.list(props.orgId, teamListFilters(props.search, scope.owner)),
    placeholderData: keepPreviousData,
    enabled: scope.ready,
  });
  const { items, count: total = 0 } = pagedItems(teams.data);

  return (
    <ListScreen
      title="Teams"
      description="Groups of members who get the same access. A team's owners manage its members."
      actions={
        props.isAdmin ? (
          <Button variant="primary" onClick={() => setCreating(true)}>
            <Plus size={16} aria-hidden="true" />
            Create team
          </Button>
        ) : undefined
      }
      above={
        props.isAdmin ? null : scope.owner ? (
          <Notice>
            These are the teams you own: you add and remove their members and choose their owners.
            Only admins create, rename and delete teams.
          </Notice>
        ) : (
          <Notice>
            Only admins and a team&rsquo;s owners change teams. You can see every team and who is in
            it.
          </Notice>
        )
      }
      filters={{
        controls: (
          <div className={styles.filters}>
            <SearchField
              label="Search teams"
              placeholder="Team name"
              value={props.search}
              maxLength={teamSearchMaxLength}
              onSearch={props.onSearch}
            />
          </div>
        ),
        active: props.search !== '',
      }}
      query={teams}
      loading="Loading teams…"
      items={items}
      empty={props.search ? `No team matches “${props.search}”.` : 'No teams yet.'}
      emptyHint={
        props.isAdmin && !props.search ? (
          <p className="muted">Create a team to give a group of members the same access.</p>
        ) : null
      }
      summary={
        total === 0 ? null : (
          <p role="status" className={styles.count}>
            {props.search
              ? `${plural(total, 'team matches', 'teams match')} “${props.search}”.`
              : `${plural(total, 'team', 'teams')}.`}
          </p>
        )
      }
      table={{
        headings: ['Team', 'Members', 'Spaces', 'Created'],
        className: styles.teams,
        row: (team) => (
          <>
            <RowLink
              to="/orgs/$orgId/settings/teams/$teamId"
              params={{ orgId: props.orgId, teamId: team.id }}
              label={team.title}
            />
            <td>{formatNumber(team.members)}</td>
            <td>{formatNumber(team.spaces)}</td>
            <td>{formatDate(team.createdAt)}</td>
          </>
        ),
      }}
      more={{ query: teams, label: 'Load more teams' }}
    >
      {props.isAdmin ? (
        <CreateTeamDialog
          orgId={props.orgId}
          open={creating}
          onOpenChange={setCreating}
          onCreated={props.onOpenTeam}
        />
      ) : null}
    </ListScreen>
  );
}
