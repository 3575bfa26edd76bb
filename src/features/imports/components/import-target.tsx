import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { importQueries, type ImportRun } from '../api/import-queries';
import type { SpaceTitles } from '../import-spaces';

/**
 * Where a run's pages go, in words: "API Reference", "change request #4 of API Reference". The
 * request's number is read when `withNumber` (one run's page); the history names it plainly.
 */
export function useTargetName(
  run: Pick<ImportRun, 'target'>,
  spaceTitles: SpaceTitles,
  withNumber = false,
): string {
  const { space, changeRequest } = run.target;
  const request = useQuery({
    ...importQueries.request(space, changeRequest ?? ''),
    enabled: withNumber && changeRequest !== undefined,
  });
  const spaceTitle = spaceTitles.get(space) ?? `the space ${space}`;
  if (changeRequest === undefined) return spaceTitle;
  return request.data
    ? `change request #${request.data.number} of ${spaceTitle}`
    : `a change request of ${spaceTitle}`;
}

/** A link to where a run's pages go: the change request, or the space. */
export function ImportTargetLink(props: {
  orgId: string;
  run: Pick<ImportRun, 'target'>;
  children: ReactNode;
}) {
  const { space, changeRequest } = props.run.target;
  if (changeRequest !== undefined)
    return (
      <Link
        to="/orgs/$orgId/spaces/$spaceId/change-requests/$changeRequestId"
        params={{ orgId: props.orgId, spaceId: space, changeRequestId: changeRequest }}
      >
        {props.children}
      </Link>
    );
  return (
    <Link to="/orgs/$orgId/spaces/$spaceId" params={{ orgId: props.orgId, spaceId: space }}>
      {props.children}
    </Link>
  );
}

/**
 * Where a run's pages go, named and linked, noting when they go under a page of it rather
 * than at its top level. `muted` tones the note down (the history's cells).
 */
export function ImportTarget(props: {
  orgId: string;
  run: Pick<ImportRun, 'target'>;
  name: string;
  muted?: boolean;
}) {
  return (
    <>
      <ImportTargetLink orgId={props.orgId} run={props.run}>
        {props.name}
      </ImportTargetLink>
      {props.run.target.page ? (
        <span className={props.muted ? 'muted' : undefined}> (under a page)</span>
      ) : null}
    </>
  );
}
