import type {
  components,
  ContentLink,
  ContentLinkStatus,
  ContentReference,
  LinkedRevisionPage as RevisionPage,
} from '../../../api/schema.gen.ts';
import type {
  BackendState,
  LinkRecord,
  LinkReference,
  OrganizationRecord,
  PageRecord,
  SpaceRecord,
} from '../store/state.ts';
import type { Membership } from './access.ts';
import { collectionResponse } from './collections.ts';
import { organizationResponse } from './organizations.ts';
import { emptyDocument } from './page-documents.ts';
import { currentRevision, pageDocument, pageIndex } from './revisions.ts';
import { spaceResponse } from './spaces.ts';
import { spaceAppUrl } from './urls.ts';
import { userResponse } from './users.ts';

/**
 * A space's content links. `items` are the links of the main content, filtered by `status`;
 * `stats` always counts every link, and `broken.changeRequest` the broken links found in open
 * change requests (decision 0005). Each reference embeds the objects it names, as the platform
 * answers them (platform-values §4.3): the organization, the space, the collection, the user,
 * the page.
 */

type Schemas = components['schemas'];
type ContentLinkStats = Schemas['ContentLinkList']['stats'];

/** What resolving references needs: the state and the caller, as every embedded object is. */
interface ReferenceContext {
  state: BackendState;
  membership: Membership;
  origin: string;
}

/** The platform's defaults for a page's layout: every part shown, default width, hero cover. */
const pageLayout: RevisionPage['layout'] = {
  width: 'default',
  cover: false,
  coverSize: 'hero',
  title: true,
  description: true,
  tableOfContents: true,
  outline: true,
  pagination: true,
  metadata: true,
};

/** A URL path from a title, for a page the content does not have (a broken link's target). */
const pathOf = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/**
 * The page a reference names, with its body: the published RevisionPageDocument is also a
 * Document (exactly one of `document` and `markdown`), as every page the platform answers. A
 * broken link's page is not in the content, so its body is empty.
 */
function revisionPage(
  state: BackendState,
  space: SpaceRecord,
  reference: Extract<LinkReference, { kind: 'page' }>,
): RevisionPage {
  const record: Pick<PageRecord, 'title' | 'path'> = space.pages.find(
    (page) => page.id === reference.page,
  ) ?? { title: reference.title, path: pathOf(reference.title) };
  const placed = pageIndex(state, currentRevision(state, space)).byId.get(reference.page);
  return {
    id: reference.page,
    title: record.title,
    kind: 'sheet',
    type: 'document',
    urls: { app: `${spaceAppUrl(space.organizationId, space.id)}/${record.path}` },
    slug: record.path.split('/').pop() ?? record.path,
    path: record.path,
    pages: [],
    layout: pageLayout,
    document: placed ? pageDocument(state, space, placed.page) : emptyDocument(),
  };
}

/** The organization and space objects of a reference, or undefined once the space is purged. */
function spaceObjects(context: ReferenceContext, spaceId: string) {
  const space = context.state.spaces.find((candidate) => candidate.id === spaceId);
  const organization = context.state.organizations.find(
    (candidate) => candidate.id === space?.organizationId,
  );
  if (!space || !organization) return undefined;
  return {
    record: space,
    organization: organizationObject(context, organization),
    space: spaceResponse(space, organization, { membership: context.membership }, context.origin),
  };
}

function organizationObject(context: ReferenceContext, organization: OrganizationRecord) {
  return organizationResponse(organization, context.membership, context.origin);
}

/** A stored reference as the platform answers it; undefined when what it names is gone. */
function resolveReference(
  context: ReferenceContext,
  reference: LinkReference,
): ContentReference | undefined {
  switch (reference.kind) {
    case 'url':
      return { kind: 'url', url: reference.url };
    case 'user':
      return { kind: 'user', user: userResponse(context.state, reference.user, context.origin) };
    case 'collection': {
      const collection = context.state.collections.find((c) => c.id === reference.collection);
      const organization = context.state.organizations.find(
        (o) => o.id === collection?.organizationId,
      );
      if (!collection || !organization) return undefined;
      return {
        kind: 'collection',
        organization: organizationObject(context, organization),
        collection: collectionResponse(collection, context.membership, context.origin),
      };
    }
    case 'space':
    case 'page':
    case 'file': {
      const objects = spaceObjects(context, reference.space);
      if (!objects) return undefined;
      const { record, organization, space } = objects;
      if (reference.kind === 'space') return { kind: 'space', organization, space };
      if (reference.kind === 'page')
        return {
          kind: 'page',
          organization,
          space,
          page: revisionPage(context.state, record, reference),
        };
      return { kind: 'file', organization, space, file: structuredClone(reference.file) };
    }
  }
}

/** A link as answered, or undefined when one of its ends names something purged since. */
function linkResponse(context: ReferenceContext, link: LinkRecord): ContentLink | undefined {
  const targetReference = resolveReference(context, link.target);
  const locationReferences = link.locations.map((location) => resolveReference(context, location));
  if (!targetReference || locationReferences.some((location) => location === undefined))
    return undefined;
  return {
    status: link.status,
    relation: link.relation,
    targetReference,
    locationReferences: locationReferences as ContentReference[],
  };
}

export function spaceLinks(
  context: ReferenceContext,
  space: SpaceRecord,
  status: ContentLinkStatus | undefined,
): { stats: ContentLinkStats; items: ContentLink[] } {
  const main = space.links.filter((link) => link.changeRequest === undefined);
  const stats: ContentLinkStats = {
    total: main.length,
    broken: {
      total: main.filter((link) => link.status === 'broken').length,
      changeRequest: space.links.filter(
        (link) => link.changeRequest !== undefined && link.status === 'broken',
      ).length,
    },
  };
  const items = main
    .filter((link) => status === undefined || link.status === status)
    .flatMap((link) => linkResponse(context, link) ?? []);
  return { stats, items };
}
