// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanupSitePage, renderSitePage } from './render-site-page';

afterEach(cleanupSitePage);

// happy-dom lays nothing out, so the tree's virtualiser would see a scroll box of no height and
// draw no row: give every element a size, as a browser window would.
const sized = ['clientHeight', 'clientWidth'] as const;
beforeAll(() => {
  for (const name of sized)
    Object.defineProperty(HTMLElement.prototype, name, { configurable: true, get: () => 800 });
});
afterAll(() => {
  for (const name of sized) Reflect.deleteProperty(HTMLElement.prototype, name);
});

const sitePath = '/v1/orgs/org_acme/sites/site_docs';

async function openStructure() {
  const page = await renderSitePage();
  const writes: string[] = [];
  page.backend.server.events.on('request:start', ({ request }) => {
    if (request.method !== 'GET') writes.push(`${request.method} ${new URL(request.url).pathname}`);
  });
  const structure = page.region('Structure');
  return { ...page, structure, writes, tree: within(structure).getByRole('tree') };
}

const topLevel = (tree: HTMLElement) =>
  within(tree)
    .getAllByRole('treeitem')
    .filter((row) => row.getAttribute('aria-level') === '1')
    .map((row) => row.getAttribute('aria-label')?.replace(/, .*$/, ''));

describe('Site structure', () => {
  it('moves a section with the keyboard in one request', async () => {
    const { user, tree, writes, backend } = await openStructure();
    await user.click(screen.getByRole('button', { name: 'Collapse all' }));
    expect(topLevel(tree)).toEqual(['Guides', 'API reference', 'Build', 'Operate']);

    within(tree)
      .getByRole('treeitem', { name: /^API reference, section/ })
      .focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowUp}');
    await user.keyboard(' ');
    await waitFor(() =>
      expect(topLevel(tree)).toEqual(['API reference', 'Guides', 'Build', 'Operate']),
    );
    await waitFor(() => expect(writes).toEqual([`PATCH ${sitePath}/structure/sort`]));
    const site = backend.store.state.sites.find((s) => s.id === 'site_docs');
    const guides = site?.sections.find((s) => s.title === 'Guides');
    const api = site?.sections.find((s) => s.title === 'API reference');
    expect(api!.index).toBeLessThan(guides!.index);
  });

  it('creates a group, checking its title and icon before sending', async () => {
    const { user, structure, tree, writes } = await openStructure();
    await user.click(within(structure).getByRole('button', { name: 'New group' }));
    const dialog = await screen.findByRole('dialog', { name: 'New section group' });
    await user.click(within(dialog).getByLabelText('Icon'));
    await user.paste('Big Rocket');
    await user.click(within(dialog).getByRole('button', { name: 'Create group' }));
    expect(await within(dialog).findByText('Group title is required.')).toBeVisible();
    expect(within(dialog).getByText(/^Icon is a name such as gear/)).toBeVisible();
    expect(writes).toEqual([]);

    await user.type(within(dialog).getByLabelText('Group title'), 'Extend');
    await user.clear(within(dialog).getByLabelText('Icon'));
    await user.type(within(dialog).getByLabelText('Icon'), 'puzzle');
    await user.click(within(dialog).getByRole('button', { name: 'Create group' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      await within(tree).findByRole('treeitem', { name: 'Extend, group, icon puzzle' }),
    ).toBeInTheDocument();
    expect(writes).toEqual([`POST ${sitePath}/section-groups`]);
  });

  it('puts a refused rename next to the field, keeps what was typed, and renames', async () => {
    const { user, tree, backend } = await openStructure();
    backend.server.use(
      http.patch(`${backend.baseUrl}${sitePath}/section-groups/:groupId`, () =>
        HttpResponse.json(
          { error: { code: 'invalid_request', message: '/title is used by another group.' } },
          { status: 400 },
        ),
      ),
    );
    await user.click(within(tree).getByRole('button', { name: 'Actions for Build' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Rename…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename “Build”' });
    const title = within(dialog).getByLabelText('Group title');
    await user.type(title, ' tools');
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect(await within(dialog).findByText('Is used by another group.')).toBeVisible();
    expect(title).toHaveValue('Build tools');
    expect(title).toHaveAttribute('aria-invalid', 'true');

    // Once the backend takes it, the group has its new name.
    backend.server.resetHandlers();
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect(
      await within(tree).findByRole('treeitem', { name: 'Build tools, group, icon rocket' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Renamed to “Build tools”')).toBeInTheDocument();
  });

  it('asks before deleting a group', async () => {
    const { user, tree, writes } = await openStructure();
    await user.click(within(tree).getByRole('button', { name: 'Actions for Operate' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete group…' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete the group “Operate”?' });
    expect(writes).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Delete group' }));
    await waitFor(() =>
      expect(within(tree).queryByRole('treeitem', { name: /^Operate, group/ })).toBeNull(),
    );
    expect(writes).toEqual([`DELETE ${sitePath}/section-groups/sitesg_docs_operate`]);
  });
});
