import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { mergeRulesTypeLabel } from '@/components/merge-rules/merge-rules-fieldset';
import { ButtonLink } from '@/components/ui/button-link';
import { CardGroup } from '@/components/ui/card';
import { DetailsCard, DetailsRow, ExternalLink } from '@/components/ui/details';
import { PageHeader } from '@/components/ui/page-header';
import { formatDateTime } from '@/lib/format';
import { contentQueries, type ContentLinkStatus, type Space } from '../api/content-queries';
import {
  editModeLabel,
  languageLabel,
  roleLabel,
  visibilityLabel,
  visibilityWords,
} from '../labels';
import type { OrganizationChoice } from './content-dialogs';
import { SpaceActions } from './space-actions';
import { SpaceLinks } from './space-links';
import { SpaceSettings } from './space-settings';
import { Notice } from '@/components/ui/notice';
import { Tab, TabNav } from '@/components/ui/tab-nav';
import { emojiText } from '@/lib/emoji';

export type SpaceTab = 'overview' | 'links';

/**
 * One space: what it is and who can read it, its settings (every field of the update), its
 * links, and the actions on it. Readers see it without any control that would change it.
 */
export function SpacePage(props: {
  orgId: string;
  spaceId: string;
  tab: SpaceTab;
  linkStatus: ContentLinkStatus | undefined;
  onLinkStatusChange: (status: ContentLinkStatus | undefined) => void;
  organizations: readonly OrganizationChoice[];
}) {
  const { data: space } = useSuspenseQuery(contentQueries.space(props.spaceId));
  const canAdmin = space.permissions.admin;
  return (
    <>
      <PageHeader
        title={`${space.emoji ? `${emojiText(space.emoji)} ` : ''}${space.title}`}
        description={`${visibilityWords(space.visibility)}.`}
        actions={
          <>
            {space.deletedAt ? null : (
              <ButtonLink
                to="/orgs/$orgId/spaces/$spaceId/pages"
                params={{ orgId: props.orgId, spaceId: space.id }}
              >
                Read pages
              </ButtonLink>
            )}
            {space.permissions.edit && space.editMode !== 'locked' && !space.deletedAt ? (
              <ButtonLink
                to="/orgs/$orgId/imports/new"
                params={{ orgId: props.orgId }}
                search={{ space: space.id }}
              >
                Import pages
              </ButtonLink>
            ) : null}
            {canAdmin ? <SpaceActions space={space} organizations={props.organizations} /> : null}
          </>
        }
      />
      {space.deletedAt ? (
        <Notice tone="danger" role="status">
          This space was deleted on {formatDateTime(space.deletedAt)}. Restore it from Recently
          deleted.
        </Notice>
      ) : null}
      <TabNav label="Space sections" current={props.tab}>
        <Tab id="overview" from="/orgs/$orgId/spaces/$spaceId" to="." search={{}}>
          Overview
        </Tab>
        <Tab id="links" from="/orgs/$orgId/spaces/$spaceId" to="." search={{ tab: 'links' }}>
          Links
        </Tab>
      </TabNav>
      {props.tab === 'links' ? (
        <SpaceLinks
          spaceId={space.id}
          status={props.linkStatus}
          onStatusChange={props.onLinkStatusChange}
        />
      ) : (
        <CardGroup layout="columns">
          <SpaceDetails space={space} orgId={props.orgId} />
          {canAdmin ? <SpaceSettings key={space.updatedAt} space={space} /> : null}
        </CardGroup>
      )}
    </>
  );
}

function SpaceDetails(props: { space: Space; orgId: string }) {
  const { space } = props;
  return (
    <DetailsCard title="About">
      <DetailsRow term="Visibility">
        <strong>{visibilityLabel(space.visibility)}</strong>: {visibilityWords(space.visibility)}.
      </DetailsRow>
      <DetailsRow term="Edit mode">{editModeLabel(space.editMode)}</DetailsRow>
      <DetailsRow term="Change requests">
        {space.changeRequestsOpen} open, {space.changeRequestsDraft} draft ({space.changeRequests}{' '}
        in all)
      </DetailsRow>
      <DetailsRow term="Open comments">{space.comments}</DetailsRow>
      <DetailsRow term="Language">{languageLabel(space.language)}</DetailsRow>
      <DetailsRow term="Default level">{roleLabel(space.defaultLevel)}</DetailsRow>
      <DetailsRow term="Merge rules">{mergeRulesTypeLabel(space.mergeRules.type)}</DetailsRow>
      <DetailsRow term="Location">
        {space.parent ? (
          <Link
            to="/orgs/$orgId/collections/$collectionId"
            params={{ orgId: props.orgId, collectionId: space.parent }}
          >
            Open its collection
          </Link>
        ) : (
          'Top level of the organization'
        )}
      </DetailsRow>
      <DetailsRow term="Published URL">
        <ExternalLink href={space.urls.published} missing="Not published in a site" />
      </DetailsRow>
      <DetailsRow term="App URL">
        <ExternalLink href={space.urls.app} missing="None" />
      </DetailsRow>
      <DetailsRow term="Public URL">
        <ExternalLink href={space.urls.public} missing="None" />
      </DetailsRow>
      <DetailsRow term="Updated">{formatDateTime(space.updatedAt)}</DetailsRow>
      {space.gitSync ? (
        <DetailsRow term="Git sync">
          {space.gitSync.repoName} ({space.gitSync.installationProvider})
        </DetailsRow>
      ) : null}
    </DetailsCard>
  );
}
