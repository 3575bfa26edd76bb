import type {
  Revision,
  RevisionOutlinePage,
  RevisionPage,
  RevisionPageDocument,
  RevisionPageGroup,
  RevisionPageLink,
  RevisionSemanticChanges,
} from '../../../api/schema.gen.ts';
import { ApiError } from '../http/api-error.ts';
import type { BackendState, RevisionRecord, SpaceRecord } from '../store/state.ts';
import { changeRequestResponse, type Caller } from './change-requests.ts';
import { documentText } from './document-text.ts';
import { findRevision, pageDocument, pageIndex, pagePath, type PlacedPage } from './revisions.ts';
import { limitedChanges, pageChanges } from './semantic-changes.ts';
import { spaceAppUrl } from './urls.ts';

/**
 * Revisions and their pages in the platform's shapes (platform-content §3, §4). A document page
 * carries its body as exactly one of `document` and `markdown`, wherever it appears (the tree
 * of a revision, a list of pages, one page), as the platform's schema requires; the Document is
 * the stored one, answered as it is.
 */

export interface ContentReader {
  state: BackendState;
  space: SpaceRecord;
  caller: Caller;
  origin: string;
}

export type PageFormat = 'document' | 'markdown';

/** Every page of a document page's layout shown: the platform's defaults. */
const defaultLayout: RevisionPageDocument['layout'] = {
  width: 'default',
  cover: true,
  coverSize: 'hero',
  title: true,
  description: true,
  tableOfContents: true,
  outline: true,
  pagination: true,
  metadata: true,
};

function revisionAppUrl(space: SpaceRecord, revision: RevisionRecord): string {
  return `${spaceAppUrl(space.organizationId, space.id)}/~/revisions/${encodeURIComponent(revision.id)}`;
}

function documentPage(
  reader: ContentReader,
  revision: RevisionRecord,
  placed: PlacedPage,
  format: PageFormat,
): RevisionPageDocument {
  const { page, path } = placed;
  const body = pageDocument(reader.state, reader.space, page);
  const answer = {
    id: page.id,
    title: page.title,
    kind: 'sheet',
    type: 'document',
    urls: { app: `${revisionAppUrl(reader.space, revision)}/${path}` },
    slug: page.slug,
    path,
    pages: childPages(reader, revision, placed, format),
    layout: defaultLayout,
    ...(format === 'markdown' ? { markdown: documentText(body) } : { document: body }),
  } as RevisionPageDocument;
  if (page.emoji !== undefined) answer.emoji = page.emoji;
  if (page.description !== undefined) answer.description = page.description;
  if (page.documentId !== undefined) answer.documentId = page.documentId;
  if (page.createdAt !== undefined) answer.createdAt = page.createdAt;
  if (page.updatedAt !== undefined) answer.updatedAt = page.updatedAt;
  return answer;
}

export function pageResponse(
  reader: ContentReader,
  revision: RevisionRecord,
  placed: PlacedPage,
  format: PageFormat = 'document',
): RevisionPage {
  if (placed.page.type === 'document') return documentPage(reader, revision, placed, format);
  if (placed.page.type === 'link') return linkPage(placed);
  const { page, path } = placed;
  const group: RevisionPageGroup = {
    id: page.id,
    title: page.title,
    kind: 'group',
    type: 'group',
    slug: page.slug,
    path,
    pages: childPages(reader, revision, placed, format),
  };
  if (page.emoji !== undefined) group.emoji = page.emoji;
  return group;
}

/** The pages under a document page or a group: documents and links, never groups. */
function childPages(
  reader: ContentReader,
  revision: RevisionRecord,
  { page, path }: PlacedPage,
  format: PageFormat,
): RevisionPageDocument['pages'] {
  return page.pages.map((child, index) => {
    const placed = { page: child, path: pagePath(path, child), parent: page, index };
    return child.type === 'link'
      ? linkPage(placed)
      : documentPage(reader, revision, placed, format);
  });
}

/** A link page: its target, and where it leads when that is an address. */
function linkPage({ page }: PlacedPage): RevisionPageLink {
  const target = page.target;
  if (!target) throw new Error(`The link page '${page.id}' has no target`);
  const answer: RevisionPageLink = {
    id: page.id,
    title: page.title,
    kind: 'link',
    type: 'link',
    target,
  };
  if (target.kind === 'url') answer.href = target.url;
  if (page.emoji !== undefined) answer.emoji = page.emoji;
  if (page.createdAt !== undefined) answer.createdAt = page.createdAt;
  if (page.updatedAt !== undefined) answer.updatedAt = page.updatedAt;
  return answer;
}

/**
 * The revision's tree without bodies (getRevisionPageOutline, ours): what a table of contents
 * draws, so a space of hundreds of pages sends titles rather than every Document.
 */
export function outlineResponse(revision: RevisionRecord): RevisionOutlinePage[] {
  const outline = (placed: PlacedPage): RevisionOutlinePage => {
    const { page, path } = placed;
    if (page.type === 'link') return linkPage(placed);
    const children = page.pages.map((child, index) =>
      outline({ page: child, path: pagePath(path, child), parent: page, index }),
    ) as Extract<RevisionOutlinePage, { type: 'document' }>['pages'];
    const answer: RevisionOutlinePage =
      page.type === 'group'
        ? { id: page.id, title: page.title, type: 'group', slug: page.slug, path, pages: children }
        : {
            id: page.id,
            title: page.title,
            type: 'document',
            slug: page.slug,
            path,
            pages: children,
          };
    if (page.emoji !== undefined) answer.emoji = page.emoji;
    if (answer.type === 'document' && page.documentId !== undefined)
      answer.documentId = page.documentId;
    return answer;
  };
  return revision.pages.map((page, index) => outline({ page, path: pagePath('', page), index }));
}

/** The revision's tree: its top-level pages, each with its children. */
export function pagesResponse(reader: ContentReader, revision: RevisionRecord): RevisionPage[] {
  return revision.pages.map((page, index) =>
    pageResponse(reader, revision, { page, path: pagePath('', page), index }),
  );
}

export function revisionResponse(reader: ContentReader, revision: RevisionRecord): Revision {
  const { space } = reader;
  const answer: Revision = {
    object: 'revision',
    id: revision.id,
    type: revision.type,
    parents: [...revision.parents],
    pages: pagesResponse(reader, revision),
    files: [],
    reusableContents: [],
    urls: {
      app: revisionAppUrl(space, revision),
      ...(space.visibility !== 'private' && space.publishedUrl !== undefined
        ? { published: space.publishedUrl }
        : {}),
    },
    createdAt: revision.createdAt,
  };
  const mergedFrom = mergedFromResponse(reader, revision);
  if (mergedFrom) answer.mergedFrom = mergedFrom;
  return answer;
}

function mergedFromResponse(reader: ContentReader, revision: RevisionRecord) {
  if (revision.mergedFrom === undefined) return undefined;
  const record = reader.state.changeRequests.find(
    (candidate) => candidate.id === revision.mergedFrom,
  );
  return record
    ? changeRequestResponse(reader.state, record, reader.space, reader.caller, reader.origin)
    : undefined;
}

// ---------------------------------------------------------------------------------------------
// Finding

/** A revision of the space or of one of its change requests; 404 otherwise. */
export function requireRevision(
  state: BackendState,
  space: SpaceRecord,
  revisionId: string,
): RevisionRecord {
  const revision = findRevision(state, space, revisionId);
  if (!revision)
    throw new ApiError(404, `No revision matches id '${revisionId}' in the space '${space.id}'`);
  return revision;
}

export function requirePageById(
  state: BackendState,
  revision: RevisionRecord,
  pageId: string,
): PlacedPage {
  const placed = pageIndex(state, revision).byId.get(pageId);
  if (!placed)
    throw new ApiError(404, `No page matches id '${pageId}' in the revision '${revision.id}'`);
  return placed;
}

/** By its full path; a trailing slash or `%2F` for a slash reads the same. */
export function requirePageByPath(
  state: BackendState,
  revision: RevisionRecord,
  pagePath: string,
): PlacedPage {
  const path = pagePath.replace(/^\/+|\/+$/g, '');
  const placed = pageIndex(state, revision).byPath.get(path);
  if (!placed)
    throw new ApiError(404, `No page matches path '${path}' in the revision '${revision.id}'`);
  return placed;
}

// ---------------------------------------------------------------------------------------------
// What a revision changed

/** Against its first parent (none: every page is new); a merge names the request it merged. */
export function revisionChangesResponse(
  reader: ContentReader,
  revision: RevisionRecord,
  limit: number,
): RevisionSemanticChanges {
  const parentId = revision.parents[0];
  const parent =
    parentId === undefined ? undefined : findRevision(reader.state, reader.space, parentId);
  const answer = limitedChanges(pageChanges(parent?.pages ?? [], revision.pages), limit);
  const mergedFrom = mergedFromResponse(reader, revision);
  if (mergedFrom) answer.mergedFrom = mergedFrom;
  return answer;
}
