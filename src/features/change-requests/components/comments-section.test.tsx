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

const twelve = '/orgs/org_acme/spaces/space_handbook/change-requests/12?tab=comments';

async function openTwelve(token: string) {
  rendered = await renderRoute(twelve, { token });
  await findHeading('Add the release checklist');
  return rendered;
}

const section = () => screen.getByRole('region', { name: 'Comments' });
const comments = () =>
  rendered!.backend.store.state.comments.filter((c) => c.changeRequestId === 'cr_handbook_12');
const openCount = () =>
  rendered!.backend.store.state.changeRequests.find((r) => r.id === 'cr_handbook_12')?.comments;

describe('Change request page: comments', () => {
  it('shows the threads with their replies, and a commenter replies, edits and deletes theirs', async () => {
    const { user } = await openTwelve('demo-commenter');
    const carl = within(section()).getByRole('article', { name: 'Comment by Carl Creator' });
    expect(carl).toHaveTextContent('Should the checklist link to the rollback steps?');
    expect(
      await within(carl).findByRole('article', { name: 'Reply by Ada Admin' }),
    ).toHaveTextContent('Yes, added a link under Rollbacks.');
    expect(within(carl).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();

    await user.type(within(carl).getByLabelText('Reply to Carl Creator'), 'Thanks!');
    await user.click(within(carl).getByRole('button', { name: 'Reply' }));
    const mine = await within(carl).findByRole('article', { name: 'Reply by Cora Commenter' });
    expect(mine).toHaveTextContent('Thanks!');

    await user.click(within(mine).getByRole('button', { name: 'Edit' }));
    const edit = within(mine).getByLabelText('Edit your reply');
    await user.clear(edit);
    await user.type(edit, 'Thanks, that helps.');
    await user.click(within(mine).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(mine).toHaveTextContent('Thanks, that helps.'));

    await user.click(within(mine).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Delete Cora Commenter’s reply?',
    });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(
        within(carl).queryByRole('article', { name: 'Reply by Cora Commenter' }),
      ).not.toBeInTheDocument(),
    );
  });

  it('posts a new comment, refuses an empty one, and keeps the count right', async () => {
    const { user } = await openTwelve('demo-commenter');
    const before = openCount() ?? 0;
    await user.click(within(section()).getByRole('button', { name: 'Comment' }));
    expect(within(section()).getByLabelText('New comment')).toHaveAccessibleDescription(
      /Write something first/,
    );
    await user.type(within(section()).getByLabelText('New comment'), 'Ship it on Monday?');
    await user.click(within(section()).getByRole('button', { name: 'Comment' }));
    expect(await within(section()).findByText('Ship it on Monday?')).toBeInTheDocument();
    expect(openCount()).toBe(before + 1);
  });

  it('lets an admin delete anyone’s comment after a confirmation', async () => {
    const { user } = await openTwelve('demo-admin');
    const cora = within(section()).getByRole('article', { name: 'Comment by Cora Commenter' });
    expect(within(cora).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    const count = comments().length;
    await user.click(within(cora).getByRole('button', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(comments()).toHaveLength(count - 1));
  });

  it('tells a reader why there is nothing to write in', async () => {
    await openTwelve('demo-reader');
    expect(section()).toHaveTextContent('Your role can read comments but not write them.');
    expect(within(section()).queryByLabelText('New comment')).not.toBeInTheDocument();
  });

  it('shows a review with a comment as one entry that says what the review did', async () => {
    rendered = await renderRoute(
      '/orgs/org_acme/spaces/space_handbook/change-requests/9?tab=comments',
      { token: 'demo-editor' },
    );
    await findHeading('Rewrite the on-call escalation policy');
    const review = within(section()).getByRole('article', { name: 'Review by Rhea Reviewer' });
    expect(review).toHaveTextContent(
      /^Rhea Reviewer requested changes:.*Keep the manager in the loop for data loss/,
    );
    expect(
      within(section()).queryByRole('article', { name: 'Comment by Rhea Reviewer' }),
    ).not.toBeInTheDocument();
  });

  it('says where an anchored comment is, and that its block is gone when the page lost it', async () => {
    rendered = await renderRoute(
      '/orgs/org_acme/spaces/space_handbook/change-requests/9?tab=comments',
      { token: 'demo-editor' },
    );
    await findHeading('Rewrite the on-call escalation policy');
    const carl = () =>
      within(section()).getByRole('article', { name: 'Comment by Carl Creator' }).parentElement!;
    expect(await within(carl()).findByRole('link', { name: 'On On-call' })).toBeVisible();

    // A block the page no longer has: the anchor was checked when posted, the page moved on.
    const stored = rendered.backend.store.state.comments.find(
      (comment) => comment.changeRequestId === 'cr_handbook_9' && comment.pageId !== undefined,
    )!;
    stored.nodeId = 'page_handbook_on_call-gone';
    await rendered.queryClient.invalidateQueries();
    expect(await within(carl()).findByRole('link', { name: 'On On-call › a block' })).toBeVisible();
    expect(carl()).toHaveTextContent('that block no longer exists in the request');
    expect(carl()).toHaveTextContent('Fifteen minutes feels short for a night page.');
  });

  it('links an anchored comment to its block: the Changes tab opens the page with the comment beside it', async () => {
    rendered = await renderRoute(
      '/orgs/org_acme/spaces/space_handbook/change-requests/9?tab=comments',
      { token: 'demo-editor' },
    );
    await findHeading('Rewrite the on-call escalation policy');
    // A comment on the page's first block, which the request leaves as it was.
    const requestPath = '/v1/spaces/space_handbook/change-requests/9';
    const head = (await (
      await rendered.backend.request(`${requestPath}/content/page/page_handbook_on_call`, {
        token: 'demo-reviewer',
      })
    ).json()) as { document: { nodes: { key: string }[] } };
    const node = head.document.nodes[0]!.key;
    const posted = await rendered.backend.request(`${requestPath}/comments`, {
      method: 'POST',
      token: 'demo-reviewer',
      json: {
        body: { markdown: 'Is this heading still right?' },
        page: 'page_handbook_on_call',
        node,
      },
    });
    expect(posted.status).toBeLessThan(300);
    await rendered.queryClient.invalidateQueries();

    const thread = await waitFor(() => {
      const item = within(section())
        .getAllByRole('listitem')
        .find((entry) => entry.textContent?.includes('Is this heading still right?'));
      expect(item).toBeDefined();
      return item!;
    });
    await rendered.user.click(within(thread).getByRole('link', { name: /^On On-call › block “/ }));
    await waitFor(() =>
      expect(rendered!.router.state.location.search).toEqual({
        page: 'page_handbook_on_call',
        block: node,
      }),
    );
    // The page's diff loads when the link opens it (slow on a loaded machine).
    const diff = await screen.findByRole('region', { name: 'On-call' }, { timeout: 15000 });
    const beside = await within(diff).findAllByRole(
      'list',
      { name: 'Comments on this block' },
      { timeout: 5000 },
    );
    expect(beside.map((list) => list.textContent).join(' ')).toContain(
      'Is this heading still right?',
    );
    // Several screens against the real backend: slow on a loaded machine.
  }, 40_000);
});
