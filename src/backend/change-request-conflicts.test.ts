import { describe, expect, it } from 'vitest';
import type { Backend } from './create-backend.ts';
import { componentSchema, contractOperation } from './core/http/contract.ts';
import { describeValidationErrors, validatorFor } from './http/schema-validator.ts';
import { seededBackend } from './seeded-backend.ts';
import { approveAsReviewer, asRecord, send } from './test-request.ts';

/**
 * Rebase conflicts over HTTP, each answer checked against the contract (decision 0037). The
 * seed's Architecture #3 (archived) deletes the page that the open #2 rewrites: reopened,
 * approved and merged, it leaves #2 in conflict with main. Handbook #9 and #8 change different
 * sections of the same On-call page, so the second merge keeps the first's edit.
 */

const architecture = '/v1/spaces/space_architecture/change-requests';
const handbook = '/v1/spaces/space_handbook';

function expectValid(schema: unknown, body: unknown) {
  const validate = validatorFor(schema as never, { coerce: false });
  expect(validate(body) ? 'valid' : describeValidationErrors(validate.errors, 'body')).toBe(
    'valid',
  );
}

const resultSchema = (operationId: string) =>
  contractOperation(operationId).responses['200']?.schema;

async function call(backend: Backend, method: string, path: string, token = 'demo-admin') {
  const response = await send(backend, method, path, { token });
  expect(response.status, JSON.stringify(response.body)).toBeLessThan(300);
  return asRecord(response.body);
}

/** Merges Architecture #3, which deletes the page #2 rewrites. */
async function deleteThePageInMain(backend: Backend) {
  const patched = await send(backend, 'PATCH', `${architecture}/3`, {
    token: 'demo-admin',
    json: { status: 'open' },
  });
  expect(patched.status).toBe(200);
  await approveAsReviewer(backend, `${architecture}/3`);
  const merged = await call(backend, 'POST', `${architecture}/3/merge`);
  expect(merged['result']).toBe('merge');
}

describe('a change request in conflict with main', () => {
  it('lists the page it edited that main deleted, and no conflict before', async () => {
    const backend = seededBackend();
    expect((await call(backend, 'GET', `${architecture}/2`))['conflicts']).toEqual([]);
    await deleteThePageInMain(backend);
    const request = await call(backend, 'GET', `${architecture}/2`);
    expectValid(componentSchema('ChangeRequest'), request);
    expect(request['outdated']).toBe(true);
    expect(request['conflicts']).toEqual([
      {
        page: {
          id: 'page_architecture_one_database_per_service',
          title: expect.any(String),
          path: expect.any(String),
        },
        reason: 'deleted-in-main',
      },
    ]);
  });

  it('is neither updated nor merged: both answer result conflicts and nothing changes', async () => {
    const backend = seededBackend();
    await deleteThePageInMain(backend);
    await approveAsReviewer(backend, `${architecture}/2`);
    const before = await call(backend, 'GET', `${architecture}/2`);
    const space = await call(backend, 'GET', '/v1/spaces/space_architecture');

    const updated = await call(backend, 'POST', `${architecture}/2/update`);
    expectValid(resultSchema('updateChangeRequestFromMain'), updated);
    expect(updated).toEqual({ revision: before['revision'], result: 'conflicts' });

    const merged = await call(backend, 'POST', `${architecture}/2/merge`);
    expectValid(resultSchema('mergeChangeRequest'), merged);
    expect(merged).toEqual({ revision: before['revision'], result: 'conflicts' });

    const after = await call(backend, 'GET', `${architecture}/2`);
    expect(after).toMatchObject({ status: 'open', outdated: true, revision: before['revision'] });
    expect(after['revisionMergedAncestor']).toBe(before['revisionMergedAncestor']);
    const spaceAfter = await call(backend, 'GET', '/v1/spaces/space_architecture');
    expect(spaceAfter['revision']).toBe(space['revision']);
  });
});

describe('two requests that change different blocks of one page', () => {
  it('merge one after the other without undoing the first', async () => {
    const backend = seededBackend();
    const onCall = 'page_handbook_on_call';
    const text = async () =>
      JSON.stringify(
        await call(backend, 'GET', `${handbook}/content/page/${onCall}?format=markdown`),
      );
    for (const number of [9, 8]) {
      await approveAsReviewer(backend, `${handbook}/change-requests/${number}`);
      const request = await call(backend, 'GET', `${handbook}/change-requests/${number}`);
      expect(request['conflicts']).toEqual([]);
      const merged = await call(backend, 'POST', `${handbook}/change-requests/${number}/merge`);
      expect(merged['result']).toBe('merge');
    }
    const merged = await text();
    // #9's new escalation policy stays after #8 removed another section of the page.
    expect(merged).toContain('Escalate to the secondary after 15 minutes');
    expect(merged).not.toContain('At the end of a shift');
  });
});
