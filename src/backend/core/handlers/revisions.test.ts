import { describe, expect, it } from 'vitest';
import type { Backend } from '../../create-backend.ts';
import { createBackendForTests } from '../../node.ts';
import { sectionsDocument } from '../domain/page-documents.ts';
import type { RevisionPageRecord } from '../store/state.ts';
import { withinProcessorTime } from '../../test-timing.ts';
import { approveAsReviewer, asRecord, errorMessage, send } from '../../test-request.ts';

/**
 * Reading content through the contract (platform-content §8's rules): revisions, their trees and
 * Documents, a request's revision before and after a merge and an update from main, comment
 * anchors, and a big space read quickly.
 */

const handbook = '/v1/spaces/space_handbook';
const reader = { token: 'demo-reader' };
const admin = { token: 'demo-admin' };

interface Page {
  id: string;
  type: string;
  path: string;
  slug: string;
  target?: { kind: string };
  documentId?: string;
  document?: { nodes: { key?: string }[] };
  markdown?: string;
  /** Absent on a link. */
  pages?: Page[];
}
interface Revision {
  id: string;
  type: string;
  parents: string[];
  pages: Page[];
  mergedFrom?: { id: string };
}
interface Change {
  type: string;
  page: { id: string; path?: string };
  attributes?: Record<string, { before?: string; after?: string }>;
  parent?: { before?: { id: string }; after?: { id: string } };
}

async function get<T>(backend: Backend, path: string, token = reader): Promise<T> {
  const response = await send(backend, 'GET', path, token);
  expect(response.status, `${path}: ${why(response.body)}`).toBe(200);
  return response.body as T;
}

/** What a failed call answered, for the assertion's message. */
const why = (body: unknown) => JSON.stringify(body).slice(0, 300);
const flat = (pages: Page[]): Page[] => pages.flatMap((page) => [page, ...flat(page.pages ?? [])]);
const summary = (changes: Change[]) => changes.map((change) => `${change.type} ${change.page.id}`);

describe('the space’s content', () => {
  it('is the revision the space names, by every way of reading it', async () => {
    const backend = createBackendForTests();
    const space = await get<{ revision: string }>(backend, handbook);
    const current = await get<Revision>(backend, `${handbook}/content`);
    expect(current.id).toBe(space.revision);
    expect(await get<Revision>(backend, `${handbook}/revisions/${current.id}`)).toEqual(current);
    const listed = await get<{ pages: Page[] }>(backend, `${handbook}/content/pages`);
    expect(listed.pages).toEqual(current.pages);
    // The nested page sits in its parent's pages, its path the parent's plus its slug; a link
    // beside it has a target and no path.
    const parent = current.pages.find((page) => page.id === 'page_handbook_getting_started');
    expect(parent?.pages?.map((page) => page.path ?? page.target?.kind)).toEqual([
      'getting-started/architecture',
      'page',
    ]);
    expect(current.pages.some((page) => page.id === 'page_handbook_architecture')).toBe(false);
    for (const page of flat(current.pages)) {
      if (page.type === 'link') {
        expect(page).not.toHaveProperty('path');
        continue;
      }
      expect(page.path.endsWith(page.slug)).toBe(true);
      expect(page.document).toBeDefined();
      expect(page.markdown).toBeUndefined();
    }
  });

  it('answers a page by id and by path (slashes as they are or encoded), in either format', async () => {
    const backend = createBackendForTests();
    const byId = await get<Page>(backend, `${handbook}/content/page/page_handbook_architecture`);
    const byPath = await get<Page>(
      backend,
      `${handbook}/content/path/getting-started/architecture`,
    );
    const encoded = await get<Page>(
      backend,
      `${handbook}/content/path/getting-started%2Farchitecture`,
    );
    expect(byPath).toEqual(byId);
    expect(encoded).toEqual(byId);
    const markdown = await get<Page>(
      backend,
      `${handbook}/content/page/page_handbook_architecture?format=markdown`,
    );
    expect(markdown.document).toBeUndefined();
    expect(markdown.markdown).toContain('## Services');
    const document = await get<{ object: string; nodes: unknown[] }>(
      backend,
      `${handbook}/revisions/${(await get<Revision>(backend, `${handbook}/content`)).id}/page/page_handbook_architecture/document`,
    );
    expect(document).toEqual(byId.document);
  });

  it('has an outline: the same tree with titles and no bodies, links with their target', async () => {
    const backend = createBackendForTests();
    const current = await get<Revision>(backend, `${handbook}/content`);
    const outline = await get<{ pages: Page[] }>(
      backend,
      `${handbook}/revisions/${current.id}/outline`,
    );
    const shape = (pages: Page[]): unknown[] =>
      pages.map((page) => [page.id, page.type, page.path, shape(page.pages ?? [])]);
    expect(shape(outline.pages)).toEqual(shape(current.pages));
    for (const page of flat(outline.pages)) expect(page).not.toHaveProperty('document');
    const status = outline.pages.find((page) => page.id === 'page_handbook_status_link');
    expect(status).toMatchObject({
      type: 'link',
      title: 'Status page',
      target: { kind: 'url', url: 'https://status.acme.example' },
      href: 'https://status.acme.example',
    });
  });

  it('answers 404 for another space’s revision and for a page or path not in it', async () => {
    const backend = createBackendForTests();
    for (const path of [
      `${handbook}/revisions/rev_api_1`,
      `${handbook}/content/page/page_api_errors`,
      `${handbook}/content/path/architecture`,
    ]) {
      const response = await send(backend, 'GET', path, reader);
      expect(response.status, path).toBe(404);
      expect(errorMessage(response.body)).toMatch(/^No (revision|page) matches/);
    }
  });
});

describe('a change request’s revision', () => {
  it('holds its changes: text edited, blocks added and removed, a page and a link added, one moved', async () => {
    const backend = createBackendForTests();
    const changes = await get<{ changes: Change[] }>(
      backend,
      `${handbook}/change-requests/8/changes?limit=50`,
    );
    expect(summary(changes.changes)).toEqual([
      'page_moved page_handbook_code_review',
      'page_edited page_handbook_code_review',
      'page_edited page_handbook_on_call',
      'page_edited page_handbook_deployments',
      'page_created page_handbook_staging_environment',
      'page_created page_handbook_staging_dashboard',
    ]);
    // A link has no path.
    expect(changes.changes[5]?.page).toEqual({
      id: 'page_handbook_staging_dashboard',
      type: 'link',
      title: 'Staging dashboard',
    });
    const edited = changes.changes[3] as Change;
    const before = edited.attributes?.['document']?.before ?? '';
    const after = edited.attributes?.['document']?.after ?? '';
    const request = await get<Revision>(backend, `${handbook}/change-requests/8/content`);
    const base = (await get<{ revisionInitial: string }>(backend, `${handbook}/change-requests/8`))
      .revisionInitial;
    const documentOf = async (revision: string) =>
      get<{ nodes: { key?: string }[] }>(
        backend,
        `${handbook}/revisions/${revision}/page/page_handbook_deployments/document`,
      );
    // The two Documents `changes` names are the page's in the base and in the request.
    expect(flat(request.pages).find((p) => p.id === 'page_handbook_deployments')?.documentId).toBe(
      after,
    );
    const [old, next] = [await documentOf(base), await documentOf(request.id)];
    expect(next.nodes.length).toBeGreaterThan(old.nodes.length);
    expect(before).not.toBe(after);
    const moved = await get<Page>(
      backend,
      `${handbook}/change-requests/8/content/path/getting-started/code-review`,
    );
    expect(moved.id).toBe('page_handbook_code_review');
  });

  it('becomes main’s content on merge, and keeps showing what it changed', async () => {
    const backend = createBackendForTests();
    const request = `${handbook}/change-requests/12`;
    const before = await get<Revision>(backend, `${handbook}/content`);
    const changes = await get<{ changes: Change[] }>(backend, `${request}/changes`);
    const held = await get<Revision>(backend, `${request}/content`);
    await approveAsReviewer(backend, request);
    const merged = await send(backend, 'POST', `${request}/merge`, admin);
    expect(merged.status, why(merged.body)).toBe(200);
    const revision = asRecord(merged.body)['revision'] as string;
    const after = await get<Revision>(backend, `${handbook}/content`);
    expect(after.id).toBe(revision);
    expect(after.type).toBe('merge');
    expect(after.parents).toEqual([before.id, held.id]);
    expect(after.mergedFrom?.id).toBe('cr_handbook_12');
    expect(after.pages).toEqual(
      held.pages.map((page) =>
        expect.objectContaining(
          page.type === 'link' ? { id: page.id } : { id: page.id, document: page.document },
        ),
      ),
    );
    expect(await get<{ changes: Change[] }>(backend, `${request}/changes`)).toEqual(changes);
    const ofMerge = await get<{ changes: Change[]; mergedFrom?: { id: string } }>(
      backend,
      `${handbook}/revisions/${revision}/changes`,
    );
    expect(ofMerge.changes).toEqual(changes.changes);
    expect(ofMerge.mergedFrom?.id).toBe('cr_handbook_12');
    // Search, links and translations read the merged sections.
    const space = backend.store.state.spaces.find((record) => record.id === 'space_handbook');
    const deployments = space?.pages.find((record) => record.id === 'page_handbook_deployments');
    expect(deployments?.sections.map((section) => section.title)).toContain('Release checklist');
    // The old revision never changes.
    expect(await get<Revision>(backend, `${handbook}/revisions/${before.id}`)).toEqual(before);
  });

  it('is rebased on main by an update: main’s content with only its own changes on top', async () => {
    const backend = createBackendForTests();
    const request = `${handbook}/change-requests/9`;
    const changes = await get<{ changes: Change[] }>(backend, `${request}/changes`);
    const main = await get<Revision>(backend, `${handbook}/content`);
    const updated = await send(backend, 'POST', `${request}/update`, admin);
    expect(updated.status, why(updated.body)).toBe(200);
    const revision = await get<Revision>(backend, `${request}/content`);
    expect(revision.type).toBe('update');
    expect(revision.parents[1]).toBe(main.id);
    expect(
      summary((await get<{ changes: Change[] }>(backend, `${request}/changes`)).changes),
    ).toEqual(summary(changes.changes));
    const architecture = (pages: Page[]) =>
      flat(pages).find((page) => page.id === 'page_handbook_architecture')?.documentId;
    expect(architecture(revision.pages)).toBe(architecture(main.pages));
  });
});

describe('comment anchors', () => {
  const comments = `${handbook}/change-requests/8/comments`;
  const body = { markdown: 'Is this right?' };

  it('name a page of the request’s revision and a node of its Document', async () => {
    const backend = createBackendForTests();
    const page = await get<Page>(
      backend,
      `${handbook}/change-requests/8/content/page/page_handbook_staging_environment`,
    );
    const node = page.document?.nodes[0]?.key as string;
    const posted = await send(backend, 'POST', comments, {
      ...admin,
      json: { body, page: page.id, node },
    });
    expect(posted.status, why(posted.body)).toBe(200);
    expect(asRecord(posted.body)['target']).toMatchObject({
      page: { id: page.id },
      node: { id: node },
    });
  });

  it('answer 400 naming a page or a node that does not exist', async () => {
    const backend = createBackendForTests();
    const cases: [Record<string, string>, RegExp][] = [
      [{ page: 'page_missing' }, /^\/page 'page_missing' is not a page/],
      [
        { page: 'page_handbook_code_review', node: 'no-such-node' },
        /^\/node 'no-such-node' is not a node/,
      ],
      [{ node: 'page_handbook_code_review-s1' }, /^\/node .* needs \/page/],
    ];
    for (const [anchor, message] of cases) {
      const response = await send(backend, 'POST', comments, {
        ...admin,
        json: { body, ...anchor },
      });
      expect(response.status).toBe(400);
      expect(errorMessage(response.body)).toMatch(message);
    }
  });
});

describe('a space of 500 pages', () => {
  it('reads its tree and a page by path quickly', async () => {
    const backend = createBackendForTests();
    const { state } = backend.store;
    const space = state.spaces.find((candidate) => candidate.id === 'space_onboarding');
    if (!space) throw new Error('no Onboarding');
    const pages: RevisionPageRecord[] = [];
    for (let index = 0; index < 50; index += 1) {
      const children = Array.from({ length: 9 }, (_, child) => `p${index}_${child}`);
      pages.push({
        id: `p${index}`,
        type: 'document',
        title: `Page ${index}`,
        slug: `page-${index}`,
        documentId: `doc_big_${index}`,
        pages: children.map((id) => ({
          id,
          type: 'document',
          title: id,
          slug: id,
          documentId: `doc_big_${id}`,
          pages: [],
        })),
      });
    }
    for (const id of [...pages.map((p) => p.id), ...pages.flatMap((p) => p.pages.map((c) => c.id))])
      state.documents.push({
        id: `doc_big_${id}`,
        document: sectionsDocument(id, [{ title: 'Section', body: 'Some text. '.repeat(40) }]),
      });
    state.revisions.push({
      id: 'rev_big',
      spaceId: space.id,
      type: 'edits',
      parents: [],
      createdAt: space.createdAt,
      pages,
    });
    space.revision = 'rev_big';
    const onboarding = '/v1/spaces/space_onboarding';
    const listed = await withinProcessorTime(150, () =>
      get<{ pages: Page[] }>(backend, `${onboarding}/content/pages`),
    );
    expect(flat(listed.pages)).toHaveLength(500);
    await withinProcessorTime(50, () =>
      get<Page>(backend, `${onboarding}/content/path/page-49/p49_8`),
    );
  });
});
