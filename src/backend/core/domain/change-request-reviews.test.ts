import { describe, expect, it } from 'vitest';
import type { Backend } from '../../create-backend.ts';
import { createBackendForTests } from '../../node.ts';
import { errorMessage, send } from '../../test-request.ts';

/**
 * Reviews, requested reviewers, merge rules, comments and changes of a change request, through
 * the contract (decision 0019). Acme's rules need Rhea's review, no changes requested and a
 * subject; the API space's need one review, an up-to-date request and let Ada bypass them;
 * Onboarding's need Rhea or Ada and a description.
 */

const handbook = '/v1/spaces/space_handbook/change-requests';
const api = '/v1/spaces/space_api/change-requests';
const onboarding = '/v1/spaces/space_onboarding/change-requests';

interface Check {
  rule: string;
  passed: boolean;
  message: string;
}
interface Mergeability {
  source: string;
  mergeable: boolean;
  canBypass: boolean;
  checks: Check[];
}
interface Request {
  comments: number;
  mergeability: Mergeability;
  reviewSummary: { approved: number; changesRequested: number; requested: number };
  requestedReviewers: { id: string }[];
  status: string;
}
interface Review {
  id: string;
  status: string;
  outdated: boolean;
  reviewer: { id: string };
  comment?: { id: string };
}
interface Comment {
  id: string;
  replies: number;
  permissions: { edit: boolean; delete: boolean };
}

function fresh(): Backend {
  return createBackendForTests({ seed: 'demo' });
}

async function call(
  backend: Backend,
  method: string,
  path: string,
  token: string,
  json?: unknown,
): Promise<{ status: number; body: unknown }> {
  return send(backend, method, path, json === undefined ? { token } : { token, json });
}

async function ok<T>(
  backend: Backend,
  method: string,
  path: string,
  token = 'demo-admin',
  json?: unknown,
): Promise<T> {
  const response = await call(backend, method, path, token, json);
  expect(response.status, JSON.stringify(response.body)).toBeLessThan(300);
  return response.body as T;
}

const request = (backend: Backend, path: string, token = 'demo-admin') =>
  ok<Request>(backend, 'GET', path, token);

const review = (backend: Backend, path: string, token: string, status: string, text?: string) =>
  call(
    backend,
    'POST',
    `${path}/reviews`,
    token,
    text === undefined ? { status } : { status, comment: { markdown: text } },
  );

const failing = (mergeability: Mergeability) =>
  mergeability.checks.filter((check) => !check.passed).map((check) => check.message);

describe('merge rules', () => {
  it('lists each rule of the organization with its verdict, and blocks the merge naming it', async () => {
    const backend = fresh();
    const before = await request(backend, `${handbook}/12`);
    expect(before.mergeability.source).toBe('organization');
    expect(before.mergeability.checks.map((check) => [check.rule, check.passed])).toEqual([
      ['require_specific_reviewers', false],
      ['require_all_reviews_approved', true],
      ['require_change_request_subject', true],
    ]);
    expect(failing(before.mergeability)).toEqual(['Needs a review from Rhea Reviewer']);
    const blocked = await call(backend, 'POST', `${handbook}/12/merge`, 'demo-admin');
    expect(blocked.status).toBe(400);
    expect(errorMessage(blocked.body)).toBe(
      "The organization's merge rules block merging #12: Needs a review from Rhea Reviewer.",
    );
    expect((await request(backend, `${handbook}/12`)).status).toBe('open');

    expect((await review(backend, `${handbook}/12`, 'demo-reviewer', 'approved')).status).toBe(201);
    const after = await request(backend, `${handbook}/12`);
    expect(after.mergeability.mergeable).toBe(true);
    expect(after.mergeability.checks[0]?.message).toBe('Approved by Rhea Reviewer');
    expect((await call(backend, 'POST', `${handbook}/12/merge`, 'demo-admin')).status).toBe(200);
  });

  it('names every failing rule: changes requested fail both review rules', async () => {
    const backend = fresh();
    const { mergeability } = await request(backend, `${handbook}/9`);
    expect(failing(mergeability)).toEqual([
      'Rhea Reviewer requested changes',
      'Rhea Reviewer requested changes',
    ]);
    const blocked = await call(backend, 'POST', `${handbook}/9/merge`, 'demo-admin');
    expect(errorMessage(blocked.body)).toContain('#9: Rhea Reviewer requested changes; Rhea');
  });

  it('applies a space’s own rules and lets the listed users bypass them', async () => {
    const backend = fresh();
    const asAda = await request(backend, `${api}/4`);
    expect(asAda.mergeability.source).toBe('space');
    expect(failing(asAda.mergeability)).toContain('Needs at least one approving review');
    expect(asAda.mergeability.canBypass).toBe(true);
    const asRhea = await request(backend, `${api}/4`, 'demo-reviewer');
    expect(asRhea.mergeability.canBypass).toBe(false);
    const refused = await call(backend, 'POST', `${api}/4/merge`, 'demo-reviewer');
    expect(errorMessage(refused.body)).toMatch(/^The space's merge rules block merging #4:/);
    expect((await call(backend, 'POST', `${api}/4/merge`, 'demo-admin')).status).toBe(200);
  });

  it('checks one of several reviewers and the description', async () => {
    const backend = fresh();
    const path = `${onboarding}/1`;
    const before = await request(backend, path);
    expect(before.mergeability.checks).toEqual([
      {
        rule: 'require_one_of_specific_reviewers',
        passed: true,
        message: 'Approved by Rhea Reviewer',
      },
      { rule: 'require_change_request_description', passed: true, message: 'Has a description' },
    ]);
    await ok(backend, 'PATCH', path, 'demo-admin', {
      description: { object: 'document', data: { schemaVersion: 1 }, nodes: [] },
    });
    expect(failing((await request(backend, path)).mergeability)).toEqual(['Needs a description']);
  });

  it('fails an outdated request on the up-to-date rule', async () => {
    const backend = fresh();
    // Merging #5 moves the API space's main content past #4's starting point.
    const created = await ok<{ number: number }>(backend, 'POST', api, 'demo-editor', {
      subject: 'Another',
    });
    await ok(backend, 'POST', `${api}/${created.number}/merge`, 'demo-admin');
    const { mergeability } = await request(backend, `${api}/4`);
    expect(failing(mergeability)).toContain('Needs an update from main: the main content changed');
  });

  it('follows the organization when a space inherits, and nothing when it has none', async () => {
    const backend = fresh();
    await ok(backend, 'PATCH', '/v1/orgs/org_acme', 'demo-admin', {
      mergeRules: { type: 'rules', rules: [{ rule: 'require_change_request_description' }] },
    });
    const inherited = await request(backend, `${handbook}/12`);
    expect(inherited.mergeability.checks.map((check) => check.rule)).toEqual([
      'require_change_request_description',
    ]);
    await ok(backend, 'PATCH', '/v1/spaces/space_handbook', 'demo-admin', {
      mergeRules: { type: 'none' },
    });
    const none = await request(backend, `${handbook}/12`);
    expect(none.mergeability).toMatchObject({ source: 'space', mergeable: true, checks: [] });
  });

  it('refuses rules naming non-members or members who cannot review, by pointer', async () => {
    const backend = fresh();
    const rules = (users: string[]) => ({
      mergeRules: { type: 'rules', rules: [{ rule: 'require_specific_reviewers', users }] },
    });
    const stranger = await call(backend, 'PATCH', '/v1/orgs/org_acme', 'demo-admin', {
      ...rules(['user_ada', 'user_nobody']),
    });
    expect(stranger.status).toBe(400);
    expect(errorMessage(stranger.body)).toBe(
      "/mergeRules/rules/0/users/1 'user_nobody' is not a member of this organization.",
    );
    const reader = await call(backend, 'PATCH', '/v1/orgs/org_acme', 'demo-admin', {
      ...rules(['user_rita']),
    });
    expect(errorMessage(reader.body)).toMatch(
      /^\/mergeRules\/rules\/0\/users\/0 Rita Reader cannot/,
    );
    // A bypass list may name anyone who is a member.
    const bypass = await call(backend, 'PATCH', '/v1/orgs/org_acme', 'demo-admin', {
      mergeRules: { type: 'rules', rules: [{ rule: 'allow_bypass', users: ['user_rita'] }] },
    });
    expect(bypass.status).toBe(200);
  });
});

describe('reviews', () => {
  it('refuses the author, readers, and closed requests', async () => {
    const backend = fresh();
    const own = await review(backend, `${handbook}/12`, 'demo-admin', 'approved');
    expect(own.status).toBe(403);
    expect(errorMessage(own.body)).toContain('someone else has to review it');
    expect((await review(backend, `${handbook}/12`, 'demo-reader', 'approved')).status).toBe(403);
    const merged = await review(backend, `${handbook}/1`, 'demo-admin', 'approved');
    expect(merged.status).toBe(400);
    expect(errorMessage(merged.body)).toContain('#1 is merged');
  });

  it('lets a newer review by the same person replace the older for the rules', async () => {
    const backend = fresh();
    const path = `${handbook}/12`;
    await review(backend, path, 'demo-reviewer', 'approved');
    const second = await review(backend, path, 'demo-reviewer', 'changes-requested', 'Not yet.');
    expect(second.status).toBe(201);
    const reviews = await ok<{ items: Review[] }>(backend, 'GET', `${path}/reviews`);
    const rhea = reviews.items.filter((item) => item.reviewer.id === 'user_rhea');
    expect(rhea.map((item) => [item.status, item.outdated])).toEqual([
      ['changes-requested', false],
      ['approved', true],
    ]);
    expect(rhea[0]?.comment).toBeDefined();
    const after = await request(backend, path);
    expect(after.reviewSummary).toMatchObject({ approved: 1, changesRequested: 1 });
    expect(after.mergeability.mergeable).toBe(false);
    const current = await ok<{ items: Review[] }>(backend, 'GET', `${path}/reviews?outdated=false`);
    expect(current.items.every((item) => !item.outdated)).toBe(true);
  });

  it('answers one review, and 404 for an unknown one', async () => {
    const backend = fresh();
    const created = (await review(backend, `${handbook}/12`, 'demo-reviewer', 'approved'))
      .body as Review;
    const one = await ok<Review>(backend, 'GET', `${handbook}/12/reviews/${created.id}`);
    expect(one.status).toBe('approved');
    const missing = await call(backend, 'GET', `${handbook}/12/reviews/review_nope`, 'demo-admin');
    expect(missing.status).toBe(404);
  });
});

describe('requested reviewers', () => {
  it('asks members who may review, by pointer otherwise, and withdraws', async () => {
    const backend = fresh();
    const path = `${handbook}/12/requested-reviewers`;
    const author = await call(backend, 'POST', path, 'demo-admin', { users: ['user_ada'] });
    expect(errorMessage(author.body)).toBe(
      '/users/0 Ada Admin opened the change request, so they cannot review it.',
    );
    const stranger = await call(backend, 'POST', path, 'demo-admin', {
      users: ['user_carl', 'user_nobody'],
    });
    expect(errorMessage(stranger.body)).toBe(
      "/users/1 'user_nobody' is not a member of this organization.",
    );
    const asked = await ok<{ users: { user: { id: string } }[] }>(
      backend,
      'POST',
      path,
      undefined,
      {
        users: ['user_carl'],
      },
    );
    expect(asked.users.map((entry) => entry.user.id)).toEqual(['user_carl']);
    const list = await ok<{ items: { user: { id: string } }[] }>(backend, 'GET', path);
    expect(list.items.map((entry) => entry.user.id).sort()).toEqual(['user_carl', 'user_rhea']);
    expect((await call(backend, 'DELETE', `${path}/user_carl`, 'demo-admin')).status).toBe(205);
    expect((await call(backend, 'DELETE', `${path}/user_carl`, 'demo-admin')).status).toBe(204);
    expect(
      (await call(backend, 'POST', path, 'demo-reader', { users: ['user_carl'] })).status,
    ).toBe(403);
  });

  it('makes the earlier reviews of someone asked again outdated', async () => {
    const backend = fresh();
    const path = `${handbook}/10`;
    expect((await request(backend, path)).reviewSummary.approved).toBe(1);
    await ok(backend, 'POST', `${path}/requested-reviewers`, 'demo-admin', {
      users: ['user_rhea'],
    });
    const after = await request(backend, path);
    expect(after.reviewSummary).toMatchObject({ approved: 0, requested: 2 });
    expect(failing(after.mergeability)).toEqual(['Needs a review from Rhea Reviewer']);
  });

  it('answers a submitted review as the end of its request', async () => {
    const backend = fresh();
    const path = `${handbook}/12`;
    await review(backend, path, 'demo-reviewer', 'approved');
    const list = await ok<{ items: unknown[] }>(backend, 'GET', `${path}/requested-reviewers`);
    expect(list.items).toEqual([]);
  });
});

describe('contributors and changes', () => {
  it('counts edits and comments per person', async () => {
    const backend = fresh();
    const path = `${handbook}/12`;
    await ok(backend, 'POST', `${path}/comments`, 'demo-commenter', { body: { markdown: 'Hi' } });
    const { items } = await ok<{
      items: { user: { id: string }; actionType: string; count: number }[];
    }>(backend, 'GET', `${path}/contributors`);
    expect(items).toContainEqual(
      expect.objectContaining({ user: expect.objectContaining({ id: 'user_cora' }) }),
    );
    expect(items.some((item) => item.user.id === 'user_ada' && item.actionType === 'edit')).toBe(
      true,
    );
  });

  it('lists the pages a request edits, adds and deletes, and merge applies them', async () => {
    const backend = fresh();
    const edited = await ok<{ changes: { type: string; page: { id: string } }[] }>(
      backend,
      'GET',
      `${handbook}/12/changes`,
    );
    expect(edited.changes.map((change) => [change.type, change.page.id])).toEqual([
      ['page_edited', 'page_handbook_deployments'],
    ]);
    const added = await ok<{ changes: { type: string }[] }>(
      backend,
      'GET',
      `${handbook}/8/changes`,
    );
    expect(added.changes.map((change) => change.type)).toContain('page_created');
  });
});

describe('comments', () => {
  async function post(backend: Backend, token: string, text = 'A thought') {
    const response = await call(backend, 'POST', `${handbook}/12/comments`, token, {
      body: { markdown: text },
    });
    return response;
  }

  it('lets whoever may comment post, keeps the count right, and refuses readers', async () => {
    const backend = fresh();
    const before = (await request(backend, `${handbook}/12`)).comments;
    const posted = await post(backend, 'demo-commenter');
    expect(posted.status).toBe(200);
    expect((await request(backend, `${handbook}/12`)).comments).toBe(before + 1);
    expect((await post(backend, 'demo-reader')).status).toBe(403);
    const empty = await post(backend, 'demo-commenter', '   ');
    expect(empty.status).toBe(400);
    expect(errorMessage(empty.body)).toMatch(/^\/body must have some text\./);
  });

  it('lets authors edit theirs, authors and admins delete, and nobody else', async () => {
    const backend = fresh();
    const comment = (await post(backend, 'demo-commenter')).body as Comment;
    const path = `${handbook}/12/comments/${comment.id}`;
    const otherEdit = await call(backend, 'PUT', path, 'demo-admin', {
      body: { markdown: 'Mine now' },
    });
    expect(otherEdit.status).toBe(403);
    const ownEdit = await ok<Comment>(backend, 'PUT', path, 'demo-commenter', {
      body: { markdown: 'Better thought' },
    });
    expect(ownEdit.permissions.edit).toBe(true);
    expect((await call(backend, 'DELETE', path, 'demo-editor')).status).toBe(403);
    const count = (await request(backend, `${handbook}/12`)).comments;
    expect((await call(backend, 'DELETE', path, 'demo-admin')).status).toBe(205);
    expect((await request(backend, `${handbook}/12`)).comments).toBe(count - 1);
    expect((await call(backend, 'DELETE', path, 'demo-admin')).status).toBe(204);
  });

  it('threads replies, which their authors edit and delete', async () => {
    const backend = fresh();
    const comment = (await post(backend, 'demo-commenter')).body as Comment;
    const replies = `${handbook}/12/comments/${comment.id}/replies`;
    const reply = await ok<{ id: string }>(backend, 'POST', replies, 'demo-editor', {
      body: { markdown: 'Agreed' },
    });
    const listed = await ok<{ items: { id: string }[] }>(backend, 'GET', replies);
    expect(listed.items.map((item) => item.id)).toEqual([reply.id]);
    const thread = await ok<Comment>(backend, 'GET', `${handbook}/12/comments/${comment.id}`);
    expect(thread.replies).toBe(1);
    expect(
      (await call(backend, 'PUT', `${replies}/${reply.id}`, 'demo-commenter', { body: {} })).status,
    ).toBe(403);
    expect((await call(backend, 'DELETE', `${replies}/${reply.id}`, 'demo-editor')).status).toBe(
      205,
    );
  });
});
