import type { paths } from './schema.gen';

/** The contract's paths that have an operation for `M`. */
type PathsWith<M extends string> = {
  [P in keyof paths]: paths[P] extends Record<M, object> ? P : never;
}[keyof paths];

/** Every operation of the contract that may change something: `post /v1/…`, `patch /v1/…`. */
export type MutatingOperation = {
  [M in 'post' | 'put' | 'patch' | 'delete']: `${M} ${PathsWith<M>}`;
}['post' | 'put' | 'patch' | 'delete'];

/** A read of the contract (a GET path template). */
export type ReadPath = PathsWith<'get'>;

/**
 * What each mutating operation changes: the reads (GET paths) whose answers may differ after
 * it succeeds. The console's mutations take their invalidations from here, by the operation they
 * call (src/lib/cache-effects.ts); none lists its own. Each read is made stale for the call's
 * own path parameters where it shares them (a site's update: that site's reads).
 *
 * The table must name every mutating operation (it does not compile otherwise), and
 * cache-effects.test.ts runs every contract scenario's mutation against the backend and fails
 * when a read it changed is not declared here. Reads the backend cannot show in one scenario
 * (a search index, another organization's lists) are declared from what the operation does.
 */
/** A space's current content: a merge or an import makes a new revision of it. */
const spaceContent: ReadPath[] = [
  '/v1/spaces/{spaceId}/content',
  '/v1/spaces/{spaceId}/content/pages',
  '/v1/spaces/{spaceId}/content/page/{pageId}',
  '/v1/spaces/{spaceId}/content/path/{pagePath}',
];

/** A change request's content: an update from main or an import moves it to a new revision. */
const requestContent: ReadPath[] = [
  '/v1/spaces/{spaceId}/change-requests/{changeRequestId}/content',
  '/v1/spaces/{spaceId}/change-requests/{changeRequestId}/content/pages',
  '/v1/spaces/{spaceId}/change-requests/{changeRequestId}/content/page/{pageId}',
  '/v1/spaces/{spaceId}/change-requests/{changeRequestId}/content/path/{pagePath}',
];

/**
 * Every content read of a space, revisions included: they never change, but a space that goes
 * away (or comes back, or to another organization) takes them with it.
 */
const allContent: ReadPath[] = [
  ...spaceContent,
  ...requestContent,
  '/v1/spaces/{spaceId}/revisions/{revisionId}',
  '/v1/spaces/{spaceId}/revisions/{revisionId}/changes',
  '/v1/spaces/{spaceId}/revisions/{revisionId}/pages',
  '/v1/spaces/{spaceId}/revisions/{revisionId}/outline',
  '/v1/spaces/{spaceId}/revisions/{revisionId}/page/{pageId}',
  '/v1/spaces/{spaceId}/revisions/{revisionId}/page/{pageId}/document',
  '/v1/spaces/{spaceId}/revisions/{revisionId}/path/{pagePath}',
];

/**
 * Everything a space takes with it when it goes, comes back or moves to another organization:
 * the lists that count or show it, its requests and their threads, its content.
 */
const aSpaceAndAllItHolds: ReadPath[] = [
  '/v1/collections/{collectionId}/spaces',
  '/v1/integrations/{integrationName}/installations/{installationId}',
  '/v1/orgs/{organizationId}/collections',
  '/v1/orgs/{organizationId}/installations',
  '/v1/orgs/{organizationId}/members',
  '/v1/orgs/{organizationId}/search',
  '/v1/orgs/{organizationId}/sites/{siteId}/site-spaces',
  '/v1/orgs/{organizationId}/sites/{siteId}/structure',
  '/v1/orgs/{organizationId}/spaces',
  '/v1/orgs/{organizationId}/teams/{teamId}/members',
  '/v1/spaces/{spaceId}',
  '/v1/spaces/{spaceId}/change-requests',
  '/v1/spaces/{spaceId}/change-requests/{changeRequestId}',
  '/v1/spaces/{spaceId}/change-requests/{changeRequestId}/changes',
  '/v1/spaces/{spaceId}/change-requests/{changeRequestId}/comments',
  '/v1/spaces/{spaceId}/change-requests/{changeRequestId}/comments/{commentId}',
  '/v1/spaces/{spaceId}/change-requests/{changeRequestId}/comments/{commentId}/replies',
  '/v1/spaces/{spaceId}/change-requests/{changeRequestId}/comments/{commentId}/replies/{commentReplyId}',
  '/v1/spaces/{spaceId}/change-requests/{changeRequestId}/contributors',
  '/v1/spaces/{spaceId}/change-requests/{changeRequestId}/pdf',
  '/v1/spaces/{spaceId}/change-requests/{changeRequestId}/requested-reviewers',
  '/v1/spaces/{spaceId}/change-requests/{changeRequestId}/reviews',
  '/v1/spaces/{spaceId}/change-requests/{changeRequestId}/reviews/{reviewId}',
  '/v1/spaces/{spaceId}/comments',
  '/v1/spaces/{spaceId}/comments/{commentId}',
  '/v1/spaces/{spaceId}/comments/{commentId}/replies',
  '/v1/spaces/{spaceId}/comments/{commentId}/replies/{commentReplyId}',
  '/v1/spaces/{spaceId}/links',
  ...allContent,
];

/** A collection and the spaces under it, when it goes or moves to another organization. */
const aCollectionAndItsSpaces: ReadPath[] = [
  '/v1/collections/{collectionId}',
  '/v1/collections/{collectionId}/spaces',
  '/v1/integrations/{integrationName}/installations/{installationId}',
  '/v1/orgs/{organizationId}/collections',
  '/v1/orgs/{organizationId}/installations',
  '/v1/orgs/{organizationId}/members',
  '/v1/orgs/{organizationId}/search',
  '/v1/orgs/{organizationId}/sites/{siteId}/site-spaces',
  '/v1/orgs/{organizationId}/sites/{siteId}/structure',
  '/v1/orgs/{organizationId}/spaces',
  '/v1/orgs/{organizationId}/teams/{teamId}/members',
];

/** An integration's installations, wherever they are listed, and what they add to sites. */
const anInstallation: ReadPath[] = [
  '/v1/integrations/{integrationName}/installations',
  '/v1/integrations/{integrationName}/installations/{installationId}',
  '/v1/orgs/{organizationId}/installations',
  '/v1/orgs/{organizationId}/integrations/installations-status',
  '/v1/orgs/{organizationId}/sites/{siteId}/integration-scripts',
  '/v1/orgs/{organizationId}/sites/{siteId}/integrations',
  '/v1/orgs/{organizationId}/sites/{siteId}/published',
];

/** A change request's review state: its reviews, who is asked, the lists showing its status. */
const aRequestReviewState: ReadPath[] = [
  '/v1/orgs/{organizationId}/change-requests',
  '/v1/spaces/{spaceId}/change-requests',
  '/v1/spaces/{spaceId}/change-requests/{changeRequestId}',
  '/v1/spaces/{spaceId}/change-requests/{changeRequestId}/contributors',
  '/v1/spaces/{spaceId}/change-requests/{changeRequestId}/requested-reviewers',
  '/v1/spaces/{spaceId}/change-requests/{changeRequestId}/reviews',
];

/** A team's membership: the team, its members, the member, and SSO's team mappings. */
const aTeamMembership: ReadPath[] = [
  '/v1/orgs/{organizationId}/members/{userId}',
  '/v1/orgs/{organizationId}/saml',
  '/v1/orgs/{organizationId}/saml/{samlProviderId}',
  '/v1/orgs/{organizationId}/teams',
  '/v1/orgs/{organizationId}/teams/{teamId}',
  '/v1/orgs/{organizationId}/teams/{teamId}/members',
];

export const cacheEffects = {
  'post /v1/spaces/{spaceId}/change-requests/{changeRequestId}/reviews': aRequestReviewState,
  'post /v1/spaces/{spaceId}/change-requests/{changeRequestId}/requested-reviewers':
    aRequestReviewState,
  'delete /v1/spaces/{spaceId}/change-requests/{changeRequestId}/requested-reviewers/{userId}': [
    '/v1/orgs/{organizationId}/change-requests',
    '/v1/spaces/{spaceId}/change-requests',
    '/v1/spaces/{spaceId}/change-requests/{changeRequestId}',
    '/v1/spaces/{spaceId}/change-requests/{changeRequestId}/requested-reviewers',
    '/v1/spaces/{spaceId}/change-requests/{changeRequestId}/reviews',
  ],
  'post /v1/spaces/{spaceId}/change-requests/{changeRequestId}/comments': [
    '/v1/orgs/{organizationId}/change-requests',
    '/v1/spaces/{spaceId}/change-requests',
    '/v1/spaces/{spaceId}/change-requests/{changeRequestId}',
    '/v1/spaces/{spaceId}/change-requests/{changeRequestId}/comments',
    '/v1/spaces/{spaceId}/change-requests/{changeRequestId}/contributors',
  ],
  'put /v1/spaces/{spaceId}/change-requests/{changeRequestId}/comments/{commentId}': [
    '/v1/orgs/{organizationId}/change-requests',
    '/v1/spaces/{spaceId}/change-requests',
    '/v1/spaces/{spaceId}/change-requests/{changeRequestId}',
    '/v1/spaces/{spaceId}/change-requests/{changeRequestId}/comments',
    '/v1/spaces/{spaceId}/change-requests/{changeRequestId}/comments/{commentId}',
  ],
  'delete /v1/spaces/{spaceId}/change-requests/{changeRequestId}/comments/{commentId}': [
    '/v1/orgs/{organizationId}/change-requests',
    '/v1/spaces/{spaceId}/change-requests',
    '/v1/spaces/{spaceId}/change-requests/{changeRequestId}',
    '/v1/spaces/{spaceId}/change-requests/{changeRequestId}/comments',
  ],
  'post /v1/spaces/{spaceId}/change-requests/{changeRequestId}/comments/{commentId}/replies': [
    '/v1/orgs/{organizationId}/change-requests',
    '/v1/spaces/{spaceId}/change-requests',
    '/v1/spaces/{spaceId}/change-requests/{changeRequestId}',
    '/v1/spaces/{spaceId}/change-requests/{changeRequestId}/comments',
    '/v1/spaces/{spaceId}/change-requests/{changeRequestId}/comments/{commentId}',
    '/v1/spaces/{spaceId}/change-requests/{changeRequestId}/comments/{commentId}/replies',
    '/v1/spaces/{spaceId}/change-requests/{changeRequestId}/contributors',
  ],
  'put /v1/spaces/{spaceId}/change-requests/{changeRequestId}/comments/{commentId}/replies/{commentReplyId}':
    [
      '/v1/orgs/{organizationId}/change-requests',
      '/v1/spaces/{spaceId}/change-requests',
      '/v1/spaces/{spaceId}/change-requests/{changeRequestId}',
      '/v1/spaces/{spaceId}/change-requests/{changeRequestId}/comments',
      '/v1/spaces/{spaceId}/change-requests/{changeRequestId}/comments/{commentId}/replies',
      '/v1/spaces/{spaceId}/change-requests/{changeRequestId}/comments/{commentId}/replies/{commentReplyId}',
    ],
  'delete /v1/spaces/{spaceId}/change-requests/{changeRequestId}/comments/{commentId}/replies/{commentReplyId}':
    [
      '/v1/orgs/{organizationId}/change-requests',
      '/v1/spaces/{spaceId}/change-requests',
      '/v1/spaces/{spaceId}/change-requests/{changeRequestId}',
      '/v1/spaces/{spaceId}/change-requests/{changeRequestId}/comments',
      '/v1/spaces/{spaceId}/change-requests/{changeRequestId}/comments/{commentId}/replies',
    ],
  // Comments on a space's main content touch only their own thread (no counters).
  'post /v1/spaces/{spaceId}/comments': ['/v1/spaces/{spaceId}/comments'],
  'put /v1/spaces/{spaceId}/comments/{commentId}': [
    '/v1/spaces/{spaceId}/comments',
    '/v1/spaces/{spaceId}/comments/{commentId}',
  ],
  'delete /v1/spaces/{spaceId}/comments/{commentId}': ['/v1/spaces/{spaceId}/comments'],
  'post /v1/spaces/{spaceId}/comments/{commentId}/replies': [
    '/v1/spaces/{spaceId}/comments',
    '/v1/spaces/{spaceId}/comments/{commentId}',
    '/v1/spaces/{spaceId}/comments/{commentId}/replies',
  ],
  'put /v1/spaces/{spaceId}/comments/{commentId}/replies/{commentReplyId}': [
    '/v1/spaces/{spaceId}/comments',
    '/v1/spaces/{spaceId}/comments/{commentId}/replies',
    '/v1/spaces/{spaceId}/comments/{commentId}/replies/{commentReplyId}',
  ],
  'delete /v1/spaces/{spaceId}/comments/{commentId}/replies/{commentReplyId}': [
    '/v1/spaces/{spaceId}/comments',
    '/v1/spaces/{spaceId}/comments/{commentId}/replies',
  ],
  'post /v1/spaces/{spaceId}/change-requests': [
    '/v1/collections/{collectionId}/spaces',
    '/v1/orgs/{organizationId}/change-requests',
    '/v1/orgs/{organizationId}/conversations-clusters',
    '/v1/orgs/{organizationId}/conversations-clusters/{clusterId}',
    '/v1/orgs/{organizationId}/sites/{siteId}/sections',
    '/v1/orgs/{organizationId}/sites/{siteId}/site-spaces',
    '/v1/orgs/{organizationId}/sites/{siteId}/structure',
    '/v1/orgs/{organizationId}/spaces',
    '/v1/spaces/{spaceId}',
    '/v1/spaces/{spaceId}/change-requests',
    '/v1/spaces/{spaceId}/links',
  ],
  'patch /v1/spaces/{spaceId}/change-requests/{changeRequestId}': [
    '/v1/collections/{collectionId}/spaces',
    '/v1/orgs/{organizationId}/change-requests',
    '/v1/orgs/{organizationId}/conversations-clusters',
    '/v1/orgs/{organizationId}/conversations-clusters/{clusterId}',
    '/v1/orgs/{organizationId}/sites/{siteId}/sections',
    '/v1/orgs/{organizationId}/sites/{siteId}/site-spaces',
    '/v1/orgs/{organizationId}/sites/{siteId}/structure',
    '/v1/orgs/{organizationId}/spaces',
    '/v1/spaces/{spaceId}',
    '/v1/spaces/{spaceId}/change-requests',
    '/v1/spaces/{spaceId}/change-requests/{changeRequestId}',
    '/v1/spaces/{spaceId}/change-requests/{changeRequestId}/contributors',
    '/v1/spaces/{spaceId}/change-requests/{changeRequestId}/pdf',
    '/v1/spaces/{spaceId}/links',
    ...requestContent,
  ],
  'post /v1/spaces/{spaceId}/change-requests/{changeRequestId}/merge': [
    '/v1/collections/{collectionId}/spaces',
    '/v1/orgs/{organizationId}/change-requests',
    '/v1/orgs/{organizationId}/conversations-clusters',
    '/v1/orgs/{organizationId}/conversations-clusters/{clusterId}',
    '/v1/orgs/{organizationId}/search',
    '/v1/orgs/{organizationId}/sites/{siteId}/published',
    '/v1/orgs/{organizationId}/sites/{siteId}/sections',
    '/v1/orgs/{organizationId}/sites/{siteId}/site-spaces',
    '/v1/orgs/{organizationId}/sites/{siteId}/structure',
    '/v1/orgs/{organizationId}/spaces',
    '/v1/orgs/{organizationId}/translations',
    '/v1/orgs/{organizationId}/translations/estimate',
    '/v1/orgs/{organizationId}/translations/{translationId}',
    '/v1/spaces/{spaceId}',
    '/v1/spaces/{spaceId}/change-requests',
    '/v1/spaces/{spaceId}/change-requests/{changeRequestId}',
    '/v1/spaces/{spaceId}/change-requests/{changeRequestId}/changes',
    '/v1/spaces/{spaceId}/links',
    ...spaceContent,
  ],
  'post /v1/spaces/{spaceId}/change-requests/{changeRequestId}/update': [
    '/v1/orgs/{organizationId}/change-requests',
    '/v1/spaces/{spaceId}/change-requests',
    '/v1/spaces/{spaceId}/change-requests/{changeRequestId}',
    '/v1/spaces/{spaceId}/change-requests/{changeRequestId}/changes',
    '/v1/spaces/{spaceId}/change-requests/{changeRequestId}/pdf',
    ...requestContent,
  ],
  'patch /v1/collections/{collectionId}': [
    '/v1/collections/{collectionId}',
    '/v1/orgs/{organizationId}/collections',
  ],
  'delete /v1/collections/{collectionId}': aCollectionAndItsSpaces,
  'post /v1/collections/{collectionId}/move': [
    '/v1/collections/{collectionId}',
    '/v1/orgs/{organizationId}/collections',
    '/v1/orgs/{organizationId}/spaces',
  ],
  'post /v1/collections/{collectionId}/transfer': aCollectionAndItsSpaces,
  'post /v1/orgs/{organizationId}/collections': [
    '/v1/collections/{collectionId}/spaces',
    '/v1/orgs/{organizationId}/collections',
  ],
  'post /v1/orgs/{organizationId}/conversations': [
    '/v1/orgs/{organizationId}/conversations',
    '/v1/orgs/{organizationId}/conversations-clusters',
    '/v1/orgs/{organizationId}/conversations-clusters/{clusterId}',
    '/v1/orgs/{organizationId}/conversations-issues',
    '/v1/orgs/{organizationId}/conversations/{conversationId}',
  ],
  // The run writes its pages later, each as a new revision of the space or the request.
  'post /v1/org/{organizationId}/imports': [
    '/v1/org/{organizationId}/imports',
    ...spaceContent,
    ...requestContent,
  ],
  'post /v1/org/{organizationId}/imports/{importRunId}/cancel': [
    '/v1/org/{organizationId}/imports',
    '/v1/org/{organizationId}/imports/{importRunId}',
    '/v1/orgs/{organizationId}/change-requests',
    '/v1/orgs/{organizationId}/spaces',
    '/v1/spaces/{spaceId}',
    '/v1/spaces/{spaceId}/change-requests',
    '/v1/spaces/{spaceId}/change-requests/{changeRequestId}',
  ],
  'post /v1/integrations/{integrationName}': [
    '/v1/integrations/{integrationName}',
    '/v1/integrations/{integrationName}/events',
    '/v1/integrations/{integrationName}/events/{eventId}',
    '/v1/integrations/{integrationName}/installations',
    '/v1/integrations/{integrationName}/installations/{installationId}',
  ],
  'delete /v1/integrations/{integrationName}': [
    '/v1/integrations',
    '/v1/integrations/{integrationName}',
    '/v1/integrations/{integrationName}/events',
    '/v1/integrations/{integrationName}/events/{eventId}',
    '/v1/integrations/{integrationName}/installations',
    '/v1/integrations/{integrationName}/installations/{installationId}',
    '/v1/orgs/{organizationId}/installations',
    '/v1/orgs/{organizationId}/integrations/installations-status',
    '/v1/orgs/{organizationId}/sites/{siteId}/integration-scripts',
    '/v1/orgs/{organizationId}/sites/{siteId}/integrations',
    '/v1/orgs/{organizationId}/sites/{siteId}/published',
  ],
  'post /v1/integrations/{integrationName}/installations': anInstallation,
  'patch /v1/integrations/{integrationName}/installations/{installationId}': anInstallation,
  'delete /v1/integrations/{integrationName}/installations/{installationId}': anInstallation,
  'patch /v1/orgs/{organizationId}/members/{userId}': [
    '/v1/integrations',
    '/v1/integrations/{integrationName}',
    '/v1/orgs',
    '/v1/orgs/{organizationId}',
    '/v1/orgs/{organizationId}/integrations/installations-status',
    '/v1/orgs/{organizationId}/members',
    '/v1/orgs/{organizationId}/members/{userId}',
    '/v1/orgs/{organizationId}/sites/{siteId}/integrations',
    '/v1/orgs/{organizationId}/teams',
    '/v1/orgs/{organizationId}/teams/{teamId}',
    '/v1/orgs/{organizationId}/teams/{teamId}/members',
    '/v1/spaces/{spaceId}/links',
  ],
  'delete /v1/orgs/{organizationId}/members/{userId}': [
    '/v1/orgs',
    '/v1/orgs/{organizationId}',
    '/v1/orgs/{organizationId}/members',
    '/v1/orgs/{organizationId}/members/{userId}',
    '/v1/orgs/{organizationId}/teams',
    '/v1/orgs/{organizationId}/teams/{teamId}',
    '/v1/orgs/{organizationId}/teams/{teamId}/members',
  ],
  'post /v1/orgs/{organizationId}/openapi': ['/v1/orgs/{organizationId}/openapi'],
  'put /v1/orgs/{organizationId}/openapi/{specSlug}': [
    '/v1/orgs/{organizationId}/openapi',
    '/v1/orgs/{organizationId}/openapi/{specSlug}',
  ],
  'patch /v1/orgs/{organizationId}/openapi/{specSlug}': [
    '/v1/orgs/{organizationId}/openapi',
    '/v1/orgs/{organizationId}/openapi/{specSlug}',
  ],
  'delete /v1/orgs/{organizationId}/openapi/{specSlug}': [
    '/v1/orgs/{organizationId}/openapi',
    '/v1/orgs/{organizationId}/openapi/{specSlug}',
    '/v1/orgs/{organizationId}/openapi/{specSlug}/versions',
  ],
  'patch /v1/orgs/{organizationId}': [
    '/v1/email-domains/{emailDomain}/orgs',
    '/v1/integrations',
    '/v1/integrations/{integrationName}',
    '/v1/orgs',
    '/v1/orgs/{organizationId}',
    '/v1/orgs/{organizationId}/installations',
    '/v1/orgs/{organizationId}/integrations/installations-status',
    '/v1/orgs/{organizationId}/sites/{siteId}/integrations',
    '/v1/spaces/{spaceId}/links',
  ],
  'delete /v1/orgs/{organizationId}/link-invites/{inviteId}': [],
  'post /v1/orgs/{organizationId}/join': [
    '/v1/orgs',
    '/v1/orgs/{organizationId}',
    '/v1/orgs/{organizationId}/members',
    '/v1/orgs/{organizationId}/teams',
  ],
  'put /v1/orgs/{organizationId}/agent-instructions': [
    '/v1/orgs/{organizationId}/agent-instructions',
  ],
  'post /v1/orgs/{organizationId}/sites/{siteId}/sections': [
    '/v1/orgs/{organizationId}/sites',
    '/v1/orgs/{organizationId}/sites/{siteId}',
    '/v1/orgs/{organizationId}/sites/{siteId}/published',
    '/v1/orgs/{organizationId}/sites/{siteId}/sections',
    '/v1/orgs/{organizationId}/sites/{siteId}/site-spaces',
    '/v1/orgs/{organizationId}/sites/{siteId}/structure',
  ],
  'patch /v1/orgs/{organizationId}/sites/{siteId}/sections/{siteSectionId}': [
    '/v1/orgs/{organizationId}/sites/{siteId}/published',
    '/v1/orgs/{organizationId}/sites/{siteId}/sections',
    '/v1/orgs/{organizationId}/sites/{siteId}/structure',
  ],
  'delete /v1/orgs/{organizationId}/sites/{siteId}/sections/{siteSectionId}': [
    '/v1/orgs/{organizationId}/sites/{siteId}/published',
    '/v1/orgs/{organizationId}/sites/{siteId}/section-groups',
    '/v1/orgs/{organizationId}/sites/{siteId}/sections',
    '/v1/orgs/{organizationId}/sites/{siteId}/site-spaces',
    '/v1/orgs/{organizationId}/sites/{siteId}/structure',
  ],
  'post /v1/orgs/{organizationId}/sites/{siteId}/sections/{siteSectionId}/move': [
    '/v1/orgs/{organizationId}/sites/{siteId}/published',
    '/v1/orgs/{organizationId}/sites/{siteId}/sections',
    '/v1/orgs/{organizationId}/sites/{siteId}/site-spaces',
    '/v1/orgs/{organizationId}/sites/{siteId}/structure',
  ],
  'post /v1/orgs/{organizationId}/sites/{siteId}/site-spaces': [
    '/v1/orgs/{organizationId}/sites',
    '/v1/orgs/{organizationId}/sites/{siteId}',
    '/v1/orgs/{organizationId}/sites/{siteId}/published',
    '/v1/orgs/{organizationId}/sites/{siteId}/sections',
    '/v1/orgs/{organizationId}/sites/{siteId}/structure',
  ],
  'patch /v1/orgs/{organizationId}/sites/{siteId}/site-spaces/{siteSpaceId}': [
    '/v1/orgs/{organizationId}/sites/{siteId}/published',
    '/v1/orgs/{organizationId}/sites/{siteId}/sections',
    '/v1/orgs/{organizationId}/sites/{siteId}/site-spaces',
    '/v1/orgs/{organizationId}/sites/{siteId}/structure',
  ],
  'delete /v1/orgs/{organizationId}/sites/{siteId}/site-spaces/{siteSpaceId}': [
    '/v1/orgs/{organizationId}/sites/{siteId}/published',
    '/v1/orgs/{organizationId}/sites/{siteId}/sections',
    '/v1/orgs/{organizationId}/sites/{siteId}/site-spaces',
    '/v1/orgs/{organizationId}/sites/{siteId}/structure',
    '/v1/orgs/{organizationId}/spaces',
    '/v1/spaces/{spaceId}',
  ],
  'post /v1/orgs/{organizationId}/sites/{siteId}/site-spaces/{siteSpaceId}/move': [
    '/v1/orgs/{organizationId}/sites/{siteId}/published',
    '/v1/orgs/{organizationId}/sites/{siteId}/sections',
    '/v1/orgs/{organizationId}/sites/{siteId}/site-spaces',
    '/v1/orgs/{organizationId}/sites/{siteId}/structure',
  ],
  'post /v1/orgs/{organizationId}/sites': ['/v1/orgs/{organizationId}/sites'],
  'patch /v1/orgs/{organizationId}/sites/{siteId}': [
    '/v1/orgs/{organizationId}/sites',
    '/v1/orgs/{organizationId}/sites/{siteId}',
    '/v1/orgs/{organizationId}/sites/{siteId}/published',
    '/v1/orgs/{organizationId}/sites/{siteId}/section-groups',
    '/v1/orgs/{organizationId}/sites/{siteId}/sections',
    '/v1/orgs/{organizationId}/sites/{siteId}/site-spaces',
    '/v1/orgs/{organizationId}/sites/{siteId}/structure',
  ],
  'delete /v1/orgs/{organizationId}/sites/{siteId}': [
    '/v1/orgs/{organizationId}/sites',
    '/v1/orgs/{organizationId}/sites/{siteId}',
    '/v1/orgs/{organizationId}/sites/{siteId}/adaptive-schema',
    '/v1/orgs/{organizationId}/sites/{siteId}/adaptive-schema/template-conditions',
    '/v1/orgs/{organizationId}/sites/{siteId}/integration-scripts',
    '/v1/orgs/{organizationId}/sites/{siteId}/integrations',
    '/v1/orgs/{organizationId}/sites/{siteId}/published',
    '/v1/orgs/{organizationId}/sites/{siteId}/section-groups',
    '/v1/orgs/{organizationId}/sites/{siteId}/sections',
    '/v1/orgs/{organizationId}/sites/{siteId}/site-spaces',
    '/v1/orgs/{organizationId}/sites/{siteId}/structure',
  ],
  'patch /v1/orgs/{organizationId}/sites/{siteId}/structure/sort': [
    '/v1/orgs/{organizationId}/sites/{siteId}/published',
    '/v1/orgs/{organizationId}/sites/{siteId}/sections',
    '/v1/orgs/{organizationId}/sites/{siteId}/site-spaces',
    '/v1/orgs/{organizationId}/sites/{siteId}/structure',
  ],
  'put /v1/orgs/{organizationId}/sites/{siteId}/adaptive-schema': [
    '/v1/orgs/{organizationId}/sites/{siteId}/adaptive-schema',
    '/v1/orgs/{organizationId}/sites/{siteId}/adaptive-schema/template-conditions',
  ],
  'post /v1/orgs/{organizationId}/sites/{siteId}/publish': [
    '/v1/orgs/{organizationId}/sites',
    '/v1/orgs/{organizationId}/sites/{siteId}',
    '/v1/orgs/{organizationId}/sites/{siteId}/published',
  ],
  'post /v1/orgs/{organizationId}/sites/{siteId}/unpublish': [
    '/v1/orgs/{organizationId}/sites',
    '/v1/orgs/{organizationId}/sites/{siteId}',
    '/v1/orgs/{organizationId}/sites/{siteId}/published',
    '/v1/orgs/{organizationId}/sites/{siteId}/section-groups',
    '/v1/orgs/{organizationId}/sites/{siteId}/sections',
    '/v1/orgs/{organizationId}/sites/{siteId}/site-spaces',
    '/v1/orgs/{organizationId}/sites/{siteId}/structure',
  ],
  'post /v1/orgs/{organizationId}/sites/{siteId}/search': [],
  'post /v1/orgs/{organizationId}/sites/{siteId}/ai/response': [],
  'post /v1/orgs/{organizationId}/sites/{siteId}/section-groups': [
    '/v1/orgs/{organizationId}/sites/{siteId}/published',
    '/v1/orgs/{organizationId}/sites/{siteId}/section-groups',
    '/v1/orgs/{organizationId}/sites/{siteId}/sections',
    '/v1/orgs/{organizationId}/sites/{siteId}/site-spaces',
    '/v1/orgs/{organizationId}/sites/{siteId}/structure',
  ],
  'patch /v1/orgs/{organizationId}/sites/{siteId}/section-groups/{siteSectionGroupId}': [
    '/v1/orgs/{organizationId}/sites/{siteId}/published',
    '/v1/orgs/{organizationId}/sites/{siteId}/section-groups',
    '/v1/orgs/{organizationId}/sites/{siteId}/structure',
  ],
  'delete /v1/orgs/{organizationId}/sites/{siteId}/section-groups/{siteSectionGroupId}': [
    '/v1/orgs/{organizationId}/sites/{siteId}/published',
    '/v1/orgs/{organizationId}/sites/{siteId}/section-groups',
    '/v1/orgs/{organizationId}/sites/{siteId}/structure',
  ],
  'post /v1/orgs/{organizationId}/sites/{siteId}/section-groups/{siteSectionGroupId}/sections': [
    '/v1/orgs/{organizationId}/sites/{siteId}/published',
    '/v1/orgs/{organizationId}/sites/{siteId}/section-groups',
    '/v1/orgs/{organizationId}/sites/{siteId}/sections',
    '/v1/orgs/{organizationId}/sites/{siteId}/site-spaces',
    '/v1/orgs/{organizationId}/sites/{siteId}/structure',
  ],
  'delete /v1/orgs/{organizationId}/sites/{siteId}/section-groups/{siteSectionGroupId}/sections/{siteSectionId}':
    [
      '/v1/orgs/{organizationId}/sites/{siteId}/published',
      '/v1/orgs/{organizationId}/sites/{siteId}/section-groups',
      '/v1/orgs/{organizationId}/sites/{siteId}/site-spaces',
      '/v1/orgs/{organizationId}/sites/{siteId}/structure',
    ],
  'post /v1/orgs/{organizationId}/sites/{siteId}/section-groups/{siteSectionGroupId}/move': [
    '/v1/orgs/{organizationId}/sites/{siteId}/published',
    '/v1/orgs/{organizationId}/sites/{siteId}/sections',
    '/v1/orgs/{organizationId}/sites/{siteId}/site-spaces',
    '/v1/orgs/{organizationId}/sites/{siteId}/structure',
  ],
  'patch /v1/spaces/{spaceId}': [
    '/v1/collections/{collectionId}/spaces',
    '/v1/orgs/{organizationId}/search',
    '/v1/orgs/{organizationId}/sites/{siteId}/sections',
    '/v1/orgs/{organizationId}/sites/{siteId}/site-spaces',
    '/v1/orgs/{organizationId}/sites/{siteId}/structure',
    '/v1/orgs/{organizationId}/spaces',
    '/v1/spaces/{spaceId}',
    '/v1/spaces/{spaceId}/links',
  ],
  'delete /v1/spaces/{spaceId}': aSpaceAndAllItHolds,
  'post /v1/spaces/{spaceId}/duplicate': [
    '/v1/collections/{collectionId}/spaces',
    '/v1/integrations/{integrationName}/installations/{installationId}',
    '/v1/orgs/{organizationId}/collections',
    '/v1/orgs/{organizationId}/installations',
    '/v1/orgs/{organizationId}/members',
    '/v1/orgs/{organizationId}/search',
    '/v1/orgs/{organizationId}/sites/{siteId}/sections',
    '/v1/orgs/{organizationId}/sites/{siteId}/site-spaces',
    '/v1/orgs/{organizationId}/sites/{siteId}/structure',
    '/v1/orgs/{organizationId}/spaces',
    '/v1/orgs/{organizationId}/teams/{teamId}/members',
  ],
  'post /v1/spaces/{spaceId}/restore': aSpaceAndAllItHolds,
  'post /v1/spaces/{spaceId}/move': [
    '/v1/orgs/{organizationId}/collections',
    '/v1/spaces/{spaceId}',
  ],
  'post /v1/spaces/{spaceId}/transfer': aSpaceAndAllItHolds,
  'post /v1/orgs/{organizationId}/spaces': [
    '/v1/collections/{collectionId}/spaces',
    '/v1/integrations/{integrationName}/installations/{installationId}',
    '/v1/orgs/{organizationId}/installations',
    '/v1/orgs/{organizationId}/members',
    '/v1/orgs/{organizationId}/spaces',
    '/v1/orgs/{organizationId}/teams/{teamId}/members',
  ],
  'post /v1/orgs/{organizationId}/saml': [
    '/v1/orgs/{organizationId}',
    '/v1/orgs/{organizationId}/saml',
    '/v1/orgs/{organizationId}/sso',
  ],
  'patch /v1/orgs/{organizationId}/saml/{samlProviderId}': [
    '/v1/orgs/{organizationId}',
    '/v1/orgs/{organizationId}/saml',
    '/v1/orgs/{organizationId}/saml/{samlProviderId}',
    '/v1/orgs/{organizationId}/sso',
  ],
  'delete /v1/orgs/{organizationId}/saml/{samlProviderId}': [
    '/v1/orgs/{organizationId}',
    '/v1/orgs/{organizationId}/saml',
    '/v1/orgs/{organizationId}/saml/{samlProviderId}',
    '/v1/orgs/{organizationId}/sso',
  ],
  'put /v1/orgs/{organizationId}/teams': [
    '/v1/orgs/{organizationId}/members',
    '/v1/orgs/{organizationId}/members/{userId}',
    '/v1/orgs/{organizationId}/teams',
  ],
  'patch /v1/orgs/{organizationId}/teams/{teamId}': [
    '/v1/orgs/{organizationId}/saml',
    '/v1/orgs/{organizationId}/saml/{samlProviderId}',
    '/v1/orgs/{organizationId}/teams',
    '/v1/orgs/{organizationId}/teams/{teamId}',
  ],
  'delete /v1/orgs/{organizationId}/teams/{teamId}': [
    '/v1/orgs/{organizationId}/members',
    '/v1/orgs/{organizationId}/saml',
    '/v1/orgs/{organizationId}/saml/{samlProviderId}',
    '/v1/orgs/{organizationId}/teams',
    '/v1/orgs/{organizationId}/teams/{teamId}',
    '/v1/orgs/{organizationId}/teams/{teamId}/members',
  ],
  'put /v1/orgs/{organizationId}/teams/{teamId}/members': [
    '/v1/orgs/{organizationId}/members',
    '/v1/orgs/{organizationId}/members/{userId}',
    '/v1/orgs/{organizationId}/teams',
    '/v1/orgs/{organizationId}/teams/{teamId}',
    '/v1/orgs/{organizationId}/teams/{teamId}/members',
  ],
  'put /v1/orgs/{organizationId}/teams/{teamId}/members/{userId}': aTeamMembership,
  'delete /v1/orgs/{organizationId}/teams/{teamId}/members/{userId}': aTeamMembership,
  'post /v1/orgs/{organizationId}/translations': ['/v1/orgs/{organizationId}/translations'],
  'put /v1/orgs/{organizationId}/translations/{translationId}': [
    '/v1/orgs/{organizationId}/translations',
    '/v1/orgs/{organizationId}/translations/{translationId}',
  ],
  'delete /v1/orgs/{organizationId}/translations/{translationId}': [
    '/v1/orgs/{organizationId}/translations',
    '/v1/orgs/{organizationId}/translations/{translationId}',
  ],
  'post /v1/orgs/{organizationId}/translations/{translationId}/run': [
    '/v1/orgs/{organizationId}/translations',
    '/v1/orgs/{organizationId}/translations/{translationId}',
  ],
} as const satisfies Record<MutatingOperation, readonly ReadPath[]>;
