// @vitest-environment happy-dom
import '@/components/rich-text/native-before-input';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { findHeading, renderRoute, type RenderedRoute } from '@/test/render-route';
import { giveTreesTheirHeight } from '@/test/tree-viewport';

let rendered: RenderedRoute | undefined;
afterEach(() => rendered?.cleanup());
giveTreesTheirHeight();

const pages = '/orgs/org_acme/spaces/space_handbook/pages';
const documentRead = '/v1/spaces/{spaceId}/revisions/{revisionId}/page/{pageId}/document';

const pageTree = () => within(screen.getByRole('navigation', { name: 'Pages' })).getByRole('tree');

describe('Space pages', () => {
  it('shows the page tree beside a page read-only, and another page at its own address', async () => {
    rendered = await renderRoute(`${pages}/page_handbook_on_call`, { token: 'demo-reader' });
    const { user, router } = rendered;
    await findHeading('On-call');
    const page = screen.getByRole('article', { name: 'On-call' });
    expect(await within(page).findByText(/Each team runs a weekly rotation/)).toBeVisible();
    const tree = pageTree();
    expect(within(tree).getByRole('treeitem', { name: 'On-call' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(within(tree).getByRole('link', { name: 'On-call' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await user.click(within(tree).getByRole('link', { name: 'Code review' }));
    const next = await screen.findByRole('article', { name: 'Code review' });
    expect(
      await within(next).findByText(/Keep pull requests under 400 changed lines/),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe(`${pages}/page_handbook_code_review`);
  });

  it('reads the tree without bodies, and a page’s body only once it is opened', async () => {
    rendered = await renderRoute(`${pages}/page_handbook_deployments`, { token: 'demo-reader' });
    await findHeading('Deployments');
    const bodies = () =>
      rendered!.queryClient
        .getQueryCache()
        .findAll({ queryKey: [documentRead] })
        .map((query) => (query.queryKey[1] as { pageId: string }).pageId);
    await waitFor(() => expect(bodies()).toEqual(['page_handbook_deployments']));
    await rendered.user.click(
      within(pageTree()).getByRole('link', { name: 'Architecture overview' }),
    );
    await screen.findByRole('article', { name: 'Architecture overview' });
    expect(bodies().sort()).toEqual(['page_handbook_architecture', 'page_handbook_deployments']);
  });

  it('moves through the tree with the arrow keys and opens a page with Enter', async () => {
    rendered = await renderRoute(`${pages}/page_handbook_getting_started`, {
      token: 'demo-reader',
    });
    const { user, router } = rendered;
    await findHeading('Getting started');
    const tree = pageTree();
    const current = within(tree).getByRole('treeitem', { name: 'Getting started' });
    expect(current).toHaveAttribute('tabindex', '0');
    expect(current).toHaveAttribute('aria-expanded', 'true');
    current.focus();
    await user.keyboard('{ArrowDown}');
    expect(within(tree).getByRole('treeitem', { name: 'Architecture overview' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('article', { name: 'Architecture overview' })).toBeVisible();
    expect(router.state.location.pathname).toBe(`${pages}/page_handbook_architecture`);

    // Left goes to the parent, and closes it on the next press.
    await user.keyboard('{ArrowLeft}');
    expect(current).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(current).toHaveAttribute('aria-expanded', 'false');
    expect(within(tree).queryByRole('treeitem', { name: 'Architecture overview' })).toBeNull();
  });

  it('shows a link page with where it leads, and opens its target', async () => {
    rendered = await renderRoute(`${pages}/page_handbook_getting_started`, {
      token: 'demo-reader',
    });
    const { user, router } = rendered;
    await findHeading('Getting started');
    const tree = pageTree();
    const status = within(tree).getByRole('treeitem', {
      name: 'Status page, status.acme.example (link)',
    });
    expect(within(status).getByRole('link', { name: 'Status page' })).toHaveAttribute(
      'href',
      'https://status.acme.example',
    );
    const onCall = within(tree).getByRole('treeitem', {
      name: 'Who is on call, the page On-call (link)',
    });
    await user.click(within(onCall).getByRole('link', { name: 'Who is on call' }));
    expect(await screen.findByRole('article', { name: 'On-call' })).toBeVisible();
    expect(router.state.location.pathname).toBe(`${pages}/page_handbook_on_call`);
  });

  it('opens on the space’s first page from the space', async () => {
    rendered = await renderRoute('/orgs/org_acme/spaces/space_handbook', { token: 'demo-reader' });
    const { user, router } = rendered;
    await user.click(await screen.findByRole('link', { name: 'Read pages' }));
    await screen.findByRole('navigation', { name: 'Pages' });
    const current = await within(pageTree()).findByRole('link', { current: 'page' });
    expect(current).toBe(within(pageTree()).getAllByRole('link')[0]);
    expect(await screen.findByRole('article', { name: current.textContent! })).toBeVisible();
    expect(router.state.location.pathname).toMatch(/\/pages\/page_handbook_/);
  });
});

describe('Space page comments', () => {
  it('names the block each comment is about, and says so when the block is gone', async () => {
    rendered = await renderRoute(`${pages}/page_handbook_deployments`, { token: 'demo-reader' });
    await findHeading('Deployments');
    const comments = await screen.findByRole('region', { name: 'Comments' });
    const carl = within(comments).getByRole('article', { name: 'Comment by Carl Creator' });
    expect(within(carl).getByText('On block “Rollbacks”')).toBeVisible();
    expect(within(carl).getByText('Should rollbacks page the release manager?')).toBeVisible();
    expect(within(carl).getByText('1 reply')).toBeVisible();

    // A block edited away since: the comment stays readable and says where it was.
    const rhea = within(comments).getByRole('article', { name: 'Comment by Rhea Reviewer' });
    expect(within(rhea).getByText('On a block that no longer exists on this page')).toBeVisible();
    expect(within(rhea).getByText('The freeze dates moved to the release calendar.')).toBeVisible();
  });

  it('lets a commenter comment on a block from the page view', async () => {
    rendered = await renderRoute(`${pages}/page_handbook_deployments`, {
      token: 'demo-commenter',
    });
    const { user } = rendered;
    await findHeading('Deployments');
    const comments = await screen.findByRole('region', { name: 'Comments' });
    await user.click(within(comments).getByRole('button', { name: 'Comment' }));
    expect(within(comments).getByText('Write something first.')).toBeVisible();

    await user.selectOptions(
      within(comments).getByRole('combobox', { name: 'Block' }),
      'block “Rollbacks”',
    );
    await user.type(
      within(comments).getByRole('textbox', { name: 'Comment on this block' }),
      'Who owns the deploy tool?',
    );
    await user.click(within(comments).getByRole('button', { name: 'Comment' }));
    const mine = await within(comments).findByRole('article', {
      name: 'Comment by Cora Commenter',
    });
    expect(within(mine).getByText('On block “Rollbacks”')).toBeVisible();
    expect(within(mine).getByText('Who owns the deploy tool?')).toBeVisible();
  });

  it('offers no comment form to a reader', async () => {
    rendered = await renderRoute(`${pages}/page_handbook_deployments`, { token: 'demo-reader' });
    await findHeading('Deployments');
    const comments = await screen.findByRole('region', { name: 'Comments' });
    expect(within(comments).queryByRole('textbox')).not.toBeInTheDocument();
  });
});
