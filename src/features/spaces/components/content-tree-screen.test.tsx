// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { findHeading, renderRoute, type RenderedRoute } from '@/test/render-route';
import { giveTreesTheirHeight } from '@/test/tree-viewport';

let rendered: RenderedRoute | undefined;
afterEach(() => rendered?.cleanup());

giveTreesTheirHeight();

// The demo seed's Acme Docs, at the top level in this order.
const topLevel = [
  'Engineering',
  'Customer Docs',
  'Release Notes',
  'Company',
  'Product Roadmap',
  'Meeting Notes',
  'Glossary',
];

async function openTree(token?: string) {
  rendered = await renderRoute('/orgs/org_acme/content', token ? { token } : {});
  await findHeading('Content');
  const tree = await screen.findByRole('tree', { name: 'Content' });
  await rendered.user.click(screen.getByRole('button', { name: 'Collapse all' }));
  return { ...rendered, tree };
}

const row = (tree: HTMLElement, title: string) =>
  within(tree).getByRole('treeitem', { name: new RegExp(`^${title}, `) });

/** Titles of the rows at the top level, in order (rows are placed by their `top`). */
function topTitles(tree: HTMLElement): string[] {
  return within(tree)
    .getAllByRole('treeitem')
    .filter((item) => item.getAttribute('aria-level') === '1')
    .sort((a, b) => parseFloat(a.style.top) - parseFloat(b.style.top))
    .map((item) => (item.getAttribute('aria-label') ?? '').replace(/, [^,]*$/, ''));
}

/** Counts the requests that change something, as the backend receives them. */
function countWrites(current: RenderedRoute) {
  const writes: string[] = [];
  current.backend.server.events.on('request:start', ({ request }) => {
    if (request.method !== 'GET') writes.push(`${request.method} ${new URL(request.url).pathname}`);
  });
  return writes;
}

describe('Content tree', () => {
  it('shows collections and spaces with their level and place, and filters by title', async () => {
    const { tree, user, router } = await openTree();
    expect(screen.getByText('21 spaces in 6 collections')).toBeInTheDocument();
    expect(topTitles(tree)).toEqual(topLevel);
    expect(row(tree, 'Company')).toHaveAccessibleName('Company, 3 spaces (collection)');
    expect(row(tree, 'Glossary')).toHaveAccessibleName('Glossary, Unlisted (space)');
    expect(row(tree, 'Glossary')).toHaveAttribute('aria-posinset', '7');

    await user.click(within(tree).getByRole('button', { name: 'Expand Company' }));
    expect(row(tree, 'Brand Guidelines')).toHaveAttribute('aria-level', '2');
    expect(row(tree, 'Company')).toHaveAttribute('aria-expanded', 'true');

    await user.type(screen.getByLabelText('Filter by title'), 'guide');
    await waitFor(() => expect(router.state.location.search).toEqual({ filter: 'guide' }));
    expect(await within(tree).findByRole('treeitem', { name: /^iOS Guide, / })).toBeVisible();
    expect(within(tree).queryByRole('treeitem', { name: /^Glossary, / })).toBeNull();
    expect(screen.getByText(/match “guide”/)).toHaveAttribute('role', 'status');
    expect(screen.getByText(/Dragging is off while filtering/)).toBeInTheDocument();
  });

  it('moves a row by keyboard with one request, and says so', async () => {
    const { tree, user, backend } = await openTree();
    const writes = countWrites(rendered!);
    row(tree, 'Meeting Notes').focus();
    await user.keyboard(' ');
    expect(await screen.findByText(/^Picked up Meeting Notes\./)).toBeInTheDocument();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(
      screen.getByText('Meeting Notes: at the top level, after Release Notes.'),
    ).toBeInTheDocument();
    await user.keyboard(' ');

    expect(
      await screen.findByText('Meeting Notes moved after Release Notes, at the top level.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(topTitles(tree)).toEqual([
        'Engineering',
        'Customer Docs',
        'Release Notes',
        'Meeting Notes',
        'Company',
        'Product Roadmap',
        'Glossary',
      ]),
    );
    const moved = backend.store.state.spaces.find((space) => space.title === 'Meeting Notes');
    await waitFor(() => expect(writes).toEqual([`POST /v1/spaces/${moved?.id}/move`]));
    expect(moved?.index).toBe(3);
  });

  it('cancels a keyboard move with Escape, sending nothing', async () => {
    const { tree, user } = await openTree();
    const writes = countWrites(rendered!);
    row(tree, 'Glossary').focus();
    await user.keyboard(' {ArrowUp}{Escape}');
    expect(screen.getByText('Move cancelled. Glossary stays where it was.')).toBeInTheDocument();
    expect(topTitles(tree)).toEqual(topLevel);
    expect(writes).toEqual([]);
  });

  it('puts a refused move back, with a message', async () => {
    const { tree, user, backend } = await openTree();
    backend.backend.setFaults({ latencyMs: 0, errorRate: 1, status: 503 });
    row(tree, 'Glossary').focus();
    await user.keyboard(' {ArrowUp} ');
    expect(await screen.findByText('“Glossary” was not moved')).toBeInTheDocument();
    await waitFor(() => expect(topTitles(tree)).toEqual(topLevel));
  });

  it('moves with the row menu: Move to… a collection, and Move up', async () => {
    const { tree, user, backend } = await openTree();
    await user.click(within(tree).getByRole('button', { name: 'Actions for Glossary' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Move to…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move “Glossary”' });
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(
      await within(dialog).findByText('“Glossary” is already last there. Choose another place.'),
    ).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText('New place'), '\u2003Company');
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(row(tree, 'Company')).toHaveAccessibleName('Company, 4 spaces (collection)'),
    );
    const glossary = backend.store.state.spaces.find((space) => space.title === 'Glossary');
    expect(glossary?.parentId).toBe('collection_company');

    await user.click(within(tree).getByRole('button', { name: 'Actions for Meeting Notes' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Move up' }));
    await waitFor(() =>
      expect(topTitles(tree).slice(-2)).toEqual(['Meeting Notes', 'Product Roadmap']),
    );
  });

  it('deletes a space from its menu, with Undo', async () => {
    const { tree, user, backend } = await openTree();
    await user.click(within(tree).getByRole('button', { name: 'Actions for Meeting Notes' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await waitFor(() =>
      expect(within(tree).queryByRole('treeitem', { name: /^Meeting Notes, / })).toBeNull(),
    );
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('“Meeting Notes” was restored')).toBeInTheDocument();
    expect(await within(tree).findByRole('treeitem', { name: /^Meeting Notes, / })).toBeVisible();
    const space = backend.store.state.spaces.find((item) => item.title === 'Meeting Notes');
    expect(space?.deletedAt).toBeUndefined();
  });

  it('gives a reader no way to change the tree', async () => {
    const { tree, user } = await openTree('demo-reader');
    const writes = countWrites(rendered!);
    expect(screen.queryByRole('button', { name: 'New space' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New collection' })).toBeNull();
    expect(within(tree).queryAllByRole('button', { name: /^Actions for/ })).toEqual([]);
    expect(tree).toHaveAccessibleDescription(
      'Use the arrow keys to move between items, Enter to open one.',
    );
    row(tree, 'Glossary').focus();
    await user.keyboard(' {ArrowUp} ');
    expect(screen.queryByText(/^Picked up/)).toBeNull();
    expect(topTitles(tree)).toEqual(topLevel);
    expect(writes).toEqual([]);
  });
});
