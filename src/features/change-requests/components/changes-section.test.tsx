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

const handbook = '/orgs/org_acme/spaces/space_handbook/change-requests';

async function openEight(token = 'demo-reviewer') {
  rendered = await renderRoute(`${handbook}/8`, { token });
  await findHeading('Document the staging environment');
  return rendered;
}

const changedPages = async () =>
  within(await screen.findByRole('list', { name: 'Changed pages' })).getAllByRole('listitem');

describe('Change request page: changes', () => {
  it('lists every changed page with its kind and path, and opens an edited one into its diff', async () => {
    const { user } = await openEight();
    const items = await changedPages();
    const byTitle = (title: string) =>
      items.find((item) => within(item).queryByRole('heading', { name: title }));
    expect(byTitle('Staging environment')).toHaveTextContent('Added');
    expect(byTitle('Code review')).toHaveTextContent('Moved and edited');
    expect(byTitle('Code review')).toHaveTextContent(/code-review to getting-started\/code-review/);
    expect(byTitle('Deployments')).toHaveTextContent('Edited');

    await user.click(within(byTitle('Deployments')!).getByRole('button', { name: 'Deployments' }));
    const diff = await screen.findByRole('region', { name: 'Deployments' }, { timeout: 5000 });
    expect(diff).toHaveAccessibleDescription(/added/);
    await waitFor(() =>
      expect(within(diff).getAllByRole('insertion')[0]).toHaveTextContent(/Staging/),
    );

    await user.click(
      within(diff).getByRole('switch', { name: 'Show the whole page after the change' }),
    );
    expect(within(diff).getByLabelText('Deployments, after the change')).toHaveTextContent(
      /rebuilt from production every night/,
    );
  });

  it('opens a page both moved and edited into its diff, and an added page as the request has it', async () => {
    const { user } = await openEight();
    const items = await changedPages();
    const byTitle = (title: string) =>
      items.find((item) => within(item).queryByRole('heading', { name: title }))!;

    await user.click(within(byTitle('Code review')).getByRole('button', { name: 'Code review' }));
    const diff = await screen.findByRole('region', { name: 'Code review' }, { timeout: 5000 });
    await waitFor(() =>
      expect(within(diff).getAllByRole('insertion')[0]).toHaveTextContent(/staging/),
    );

    const added = byTitle('Staging environment');
    await user.click(within(added).getByRole('button', { name: 'Staging environment' }));
    const page = await within(added).findByRole('region', {
      name: 'Staging environment, as the request adds it',
    });
    await waitFor(() => expect(page).toHaveTextContent(/restores last night’s snapshot/));
  });

  it('shows an added link with where it leads, opening it', async () => {
    await openEight();
    const items = await changedPages();
    const link = items.find((item) =>
      within(item).queryByRole('heading', { name: 'Staging dashboard' }),
    )!;
    expect(link).toHaveTextContent('Added link');
    // A link has no body to open.
    expect(within(link).queryByRole('button', { name: 'Staging dashboard' })).toBeNull();
    expect(
      await within(link).findByRole('link', { name: 'staging.acme.example/dashboard' }),
    ).toHaveAttribute('href', 'https://staging.acme.example/dashboard');
  });

  it('opens a deleted page as the base revision held it, marked as deleted', async () => {
    rendered = await renderRoute('/orgs/org_acme/spaces/space_architecture/change-requests/3', {
      token: 'demo-reviewer',
    });
    await findHeading('Adopt GraphQL everywhere');
    const items = await changedPages();
    const deleted = items.find((item) =>
      within(item).queryByRole('heading', { name: 'One database per service' }),
    )!;
    expect(deleted).toHaveTextContent('Deleted');
    await rendered.user.click(
      within(deleted).getByRole('button', { name: 'One database per service' }),
    );
    const page = await within(deleted).findByRole('region', {
      name: 'One database per service, as it was before it was deleted',
    });
    expect(page).toHaveAccessibleDescription('The request deletes this page. It was:');
    await waitFor(() =>
      expect(within(page).getByRole('deletion')).toHaveTextContent(
        /never read each other’s tables/,
      ),
    );
  });

  it('keeps a page marked as viewed for the same person, and not for another', async () => {
    const { user } = await openEight();
    await changedPages();
    await user.click(screen.getByRole('checkbox', { name: 'Mark as viewed: Deployments' }));
    expect(screen.getByText(/^1 of \d+ pages viewed$/)).toBeVisible();
    rendered!.cleanup();

    await openEight();
    await changedPages();
    expect(screen.getByRole('checkbox', { name: 'Mark as viewed: Deployments' })).toBeChecked();
    rendered!.cleanup();

    await openEight('demo-admin');
    await changedPages();
    expect(screen.getByRole('checkbox', { name: 'Mark as viewed: Deployments' })).not.toBeChecked();
  });
});

describe('Change request page: comments on blocks', () => {
  it('comments on a block of the diff, shows it beside the block and where it is in Comments', async () => {
    rendered = await renderRoute(`${handbook}/9`, { token: 'demo-reviewer' });
    await findHeading('Rewrite the on-call escalation policy');
    const { user } = rendered;
    await user.click(await screen.findByRole('button', { name: 'On-call' }));
    const diff = await screen.findByRole('region', { name: 'On-call' }, { timeout: 5000 });
    const [first] = await within(diff).findAllByRole('button', { name: /^Comment on this block/ });
    await user.click(first!);
    await user.type(within(diff).getByLabelText('Comment on this block'), 'Say who pages.');
    await user.click(within(diff).getByRole('button', { name: 'Comment' }));

    const beside = await within(diff).findByRole('list', { name: 'Comments on this block' });
    expect(
      within(beside).getByRole('article', { name: 'Comment by Rhea Reviewer' }),
    ).toHaveTextContent('Say who pages.');
    const stored = rendered.backend.store.state.comments.find(
      (comment) => comment.changeRequestId === 'cr_handbook_9' && comment.nodeId !== undefined,
    );
    expect(stored).toMatchObject({ pageId: 'page_handbook_on_call' });

    await user.click(screen.getByRole('link', { name: /^Comments/ }));
    const threads = await screen.findByRole('list', { name: 'Comment threads' });
    const mine = within(threads)
      .getAllByRole('listitem')
      .find((item) => item.textContent?.includes('Say who pages.'));
    expect(await within(mine!).findByRole('link', { name: /^On On-call › block “/ })).toBeVisible();
  });
});
