// @vitest-environment happy-dom
import '@/components/rich-text/native-before-input';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { findHeading, renderRoute, type RenderedRoute } from '@/test/render-route';

let rendered: RenderedRoute | undefined;
afterEach(() => {
  rendered?.cleanup();
  localStorage.clear();
});

const architecture = '/v1/spaces/space_architecture/change-requests';

/** Architecture #3 deletes the page #2 rewrites: reopened, approved and merged, #2 conflicts. */
async function deleteThePageInMain(route: RenderedRoute) {
  const steps: [string, string, string, unknown?][] = [
    ['PATCH', `${architecture}/3`, 'demo-admin', { status: 'open' }],
    ['POST', `${architecture}/3/reviews`, 'demo-reviewer', { status: 'approved' }],
    ['POST', `${architecture}/3/merge`, 'demo-admin'],
  ];
  for (const [method, path, token, json] of steps) {
    const response = await route.backend.request(path, {
      method,
      token,
      ...(json ? { json } : {}),
    });
    expect(response.status, `${method} ${path}`).toBeLessThan(300);
  }
  await route.queryClient.invalidateQueries();
}

describe('Change request page: conflicts with main', () => {
  it('lists the page in conflict, says merging and updating are blocked, and links to the page', async () => {
    rendered = await renderRoute('/orgs/org_acme/spaces/space_architecture/change-requests/2', {
      token: 'demo-admin',
    });
    await findHeading('Decide on one database per service');
    const box = screen.getByRole('region', { name: 'Merge' });
    expect(within(box).queryByRole('group', { name: 'Conflicts with main' })).toBeNull();

    await deleteThePageInMain(rendered);
    const conflicts = await within(box).findByRole('group', { name: 'Conflicts with main' });
    expect(conflicts).toHaveTextContent(
      /both changed 1 page in ways that cannot both stand, so merging and updating from main are blocked/,
    );
    expect(within(conflicts).getByRole('listitem')).toHaveTextContent(
      /deleted in main, changed here/,
    );
    const merge = within(box).getByRole('button', { name: /Merge/ });
    expect(merge).toBeDisabled();
    expect(merge).toHaveAccessibleDescription(
      /Merging is blocked: 1 page is in conflict with main/,
    );
    const banner = screen.getByRole('region', { name: 'Outdated' });
    expect(banner).toHaveTextContent(/conflict with those changes, so it cannot be updated/);
    expect(within(banner).queryByRole('button', { name: 'Update from main' })).toBeNull();

    // The link opens that page's diff in the Changes tab: what the merge would have applied.
    const [link] = within(conflicts).getAllByRole('link');
    await rendered.user.click(link!);
    await waitFor(() =>
      expect(rendered!.router.state.location.search).toMatchObject({
        page: 'page_architecture_one_database_per_service',
      }),
    );
    const pages = screen.getByRole('list', { name: 'Changed pages' });
    await waitFor(() =>
      expect(within(pages).getAllByRole('button', { expanded: true })).toHaveLength(1),
    );
    // Several screens against the real backend: slow on a loaded machine.
  }, 40_000);

  it('says an outdated request without conflicts merges only what its diff shows', async () => {
    rendered = await renderRoute('/orgs/org_acme/spaces/space_handbook/change-requests/9', {
      token: 'demo-admin',
    });
    await findHeading('Rewrite the on-call escalation policy');
    const box = screen.getByRole('region', { name: 'Merge' });
    expect(box).toHaveTextContent(/Merging applies the changes the Changes tab shows over it/);
    expect(within(box).queryByRole('group', { name: 'Conflicts with main' })).toBeNull();
  });
});

describe('Change request page: after the merge', () => {
  it('still shows what the request changed in its diff', async () => {
    rendered = await renderRoute('/orgs/org_acme/spaces/space_handbook/change-requests/9', {
      token: 'demo-admin',
    });
    await findHeading('Rewrite the on-call escalation policy');
    const approved = await rendered.backend.request(
      '/v1/spaces/space_handbook/change-requests/9/reviews',
      { method: 'POST', token: 'demo-reviewer', json: { status: 'approved' } },
    );
    expect(approved.status).toBe(201);
    await rendered.queryClient.invalidateQueries();
    const { user } = rendered;
    const box = screen.getByRole('region', { name: 'Merge' });
    await waitFor(() => expect(within(box).getByRole('button', { name: 'Merge' })).toBeEnabled());
    await user.click(within(box).getByRole('button', { name: 'Merge' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Merge' }),
    );
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Merge' })).toBeNull());

    await user.click(await screen.findByRole('button', { name: 'On-call' }));
    const diff = await screen.findByRole('region', { name: 'On-call' }, { timeout: 5000 });
    await waitFor(() =>
      expect(
        within(diff)
          .getAllByRole('insertion')
          .map((ins) => ins.textContent)
          .join(' '),
      ).toMatch(/secondary/),
    );
    // Several screens against the real backend: slow on a loaded machine.
  }, 40_000);
});
