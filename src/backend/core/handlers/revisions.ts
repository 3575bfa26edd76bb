import {
  findChangeRequest,
  findChangeRequestSpace,
  requireChangeRequestReader,
} from '../domain/change-requests.ts';
import {
  outlineResponse,
  pageResponse,
  pagesResponse,
  requirePageById,
  requirePageByPath,
  requireRevision,
  revisionChangesResponse,
  revisionResponse,
  type ContentReader,
} from '../domain/revision-answers.ts';
import { currentRevision, pageDocument } from '../domain/revisions.ts';
import { defineOperation, type OperationContext, type OperationId } from '../http/operation.ts';
import type { RevisionRecord } from '../store/state.ts';

/**
 * Reading a space's content (platform-content §2): the current revision, a change request's
 * revision and any revision by id, their pages by id and by path, a page's bare Document, and
 * what a revision changed. Whoever reads the space's change requests reads its content.
 */

type ReadContext = Pick<OperationContext<OperationId>, 'state' | 'user' | 'clock' | 'origin'> & {
  params: { spaceId: string };
};

function reader(context: ReadContext): ContentReader {
  const { state, user, params, clock, origin } = context;
  const space = findChangeRequestSpace(state, params.spaceId, clock.now());
  const membership = requireChangeRequestReader(state, space, user);
  return { state, space, caller: { user, membership }, origin };
}

/** The reader and the revision the operation reads: main's, a request's, or one by id. */
function current(context: ReadContext): [ContentReader, RevisionRecord] {
  const found = reader(context);
  return [found, currentRevision(found.state, found.space)];
}

function ofChangeRequest(
  context: ReadContext & { params: { changeRequestId: string } },
): [ContentReader, RevisionRecord] {
  const found = reader(context);
  const record = findChangeRequest(found.state, found.space, context.params.changeRequestId);
  return [found, requireRevision(found.state, found.space, record.revision)];
}

function byId(
  context: ReadContext & { params: { revisionId: string } },
): [ContentReader, RevisionRecord] {
  const found = reader(context);
  return [found, requireRevision(found.state, found.space, context.params.revisionId)];
}

export const revisionOperations = [
  defineOperation('getCurrentRevision', (context) => revisionResponse(...current(context))),
  defineOperation('listPages', (context) => ({ pages: pagesResponse(...current(context)) })),
  defineOperation('getPageById', (context) => {
    const [found, revision] = current(context);
    const placed = requirePageById(found.state, revision, context.params.pageId);
    return pageResponse(found, revision, placed, context.query.format);
  }),
  defineOperation('getPageByPath', (context) => {
    const [found, revision] = current(context);
    const placed = requirePageByPath(found.state, revision, context.params.pagePath);
    return pageResponse(found, revision, placed, context.query.format);
  }),

  defineOperation('getRevisionOfChangeRequestById', (context) =>
    revisionResponse(...ofChangeRequest(context)),
  ),
  defineOperation('listPagesInChangeRequest', (context) => ({
    pages: pagesResponse(...ofChangeRequest(context)),
  })),
  defineOperation('getPageInChangeRequestById', (context) => {
    const [found, revision] = ofChangeRequest(context);
    const placed = requirePageById(found.state, revision, context.params.pageId);
    return pageResponse(found, revision, placed, context.query.format);
  }),
  defineOperation('getPageInChangeRequestByPath', (context) => {
    const [found, revision] = ofChangeRequest(context);
    const placed = requirePageByPath(found.state, revision, context.params.pagePath);
    return pageResponse(found, revision, placed, context.query.format);
  }),

  defineOperation('getRevisionById', (context) => revisionResponse(...byId(context))),
  defineOperation('getRevisionSemanticChanges', (context) => {
    const [found, revision] = byId(context);
    return revisionChangesResponse(found, revision, context.query.limit ?? 10);
  }),
  defineOperation('listPagesInRevisionById', (context) => ({
    pages: pagesResponse(...byId(context)),
  })),
  defineOperation('getRevisionPageOutline', (context) => {
    const [, revision] = byId(context);
    return { pages: outlineResponse(revision) };
  }),
  defineOperation('getPageInRevisionById', (context) => {
    const [found, revision] = byId(context);
    const placed = requirePageById(found.state, revision, context.params.pageId);
    return pageResponse(found, revision, placed, context.query.format);
  }),
  defineOperation('getPageDocumentInRevisionById', (context) => {
    const [found, revision] = byId(context);
    const placed = requirePageById(found.state, revision, context.params.pageId);
    return pageDocument(found.state, found.space, placed.page);
  }),
  defineOperation('getPageInRevisionByPath', (context) => {
    const [found, revision] = byId(context);
    const placed = requirePageByPath(found.state, revision, context.params.pagePath);
    return pageResponse(found, revision, placed, context.query.format);
  }),
];
