// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { findHeading, renderRoute, type RenderedRoute } from '@/test/render-route';

let rendered: RenderedRoute | undefined;
afterEach(() => rendered?.cleanup());

const inbox = '/orgs/org_acme/change-requests';
const handbook = '/orgs/org_acme/spaces/space_handbook/change-requests';

const statusTabs = () => screen.getByRole('navigation', { name: 'Change request status' });
const items = (name: string) => within(screen.getByRole('list', { name })).getAllByRole('listitem');

describe('Change request list', () => {
  it('counts each status in its tab and opens on the requests in review', async () => {
    rendered = await renderRoute(inbox);
    await findHeading('Change requests');
    const tabs = statusTabs();
    expect(await within(tabs).findByRole('link', { name: 'In review 6' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(await within(tabs).findByRole('link', { name: 'Draft 5' })).not.toHaveAttribute(
      'aria-current',
    );
    expect(await within(tabs).findByRole('link', { name: 'Merged 9' })).toBeInTheDocument();
    expect(await within(tabs).findByRole('link', { name: 'Archived 5' })).toBeInTheDocument();
    expect(items('In review change requests')).toHaveLength(6);
    expect(screen.getByRole('status')).toHaveTextContent('6 in review change requests.');
  });

  it('filters by person into the URL, recounts the tabs, and clears the filters', async () => {
    rendered = await renderRoute(inbox);
    const { user, router } = rendered;
    await findHeading('Change requests');

    await user.selectOptions(await screen.findByLabelText('Created by'), 'Carl Creator');
    await waitFor(() => expect(router.state.location.search).toEqual({ creator: 'user_carl' }));
    await waitFor(() => expect(items('In review change requests')).toHaveLength(2));
    for (const item of items('In review change requests'))
      expect(item).toHaveTextContent('by Carl Creator');
    expect(await within(statusTabs()).findByRole('link', { name: 'Draft 3' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('match the filters');

    await user.selectOptions(screen.getByLabelText('Contributor'), 'Eddie Editor');
    await user.click(within(statusTabs()).getByRole('link', { name: /^Merged/ }));
    await waitFor(() =>
      expect(router.state.location.search).toEqual({
        creator: 'user_carl',
        contributor: 'user_eddie',
        status: 'merged',
      }),
    );
    expect(await screen.findByText('No merged change requests here.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ status: 'merged' }));
    await waitFor(() => expect(items('Merged change requests')).toHaveLength(9));
  });

  it('marks only the status shown as current', async () => {
    rendered = await renderRoute(`${inbox}?status=draft`);
    await findHeading('Change requests');
    const current = within(statusTabs())
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual([expect.stringMatching(/^Draft/)]);
  });

  it('reads its filters from the URL and drops values the API would refuse', async () => {
    rendered = await renderRoute(
      `${inbox}?status=draft&creator=user_carl&contributor=${'x'.repeat(256)}`,
    );
    await findHeading('Change requests');
    expect(screen.getByLabelText('Created by')).toHaveValue('user_carl');
    expect(screen.getByLabelText('Contributor')).toHaveValue('');
    expect(items('Draft change requests')).toHaveLength(3);
  });

  it('marks outdated requests in a space’s list, linking each to its page', async () => {
    rendered = await renderRoute(handbook);
    await findHeading('Change requests in Engineering Handbook');
    const rows = items('In review change requests');
    const outdated = rows.find((row) => row.textContent?.includes('on-call escalation'));
    const current = rows.find((row) => row.textContent?.includes('release checklist'));
    expect(within(outdated!).getByText('Outdated')).toBeInTheDocument();
    expect(within(current!).queryByText('Outdated')).not.toBeInTheDocument();
    expect(
      within(current!).getByRole('link', { name: /#12 Add the release checklist/ }),
    ).toHaveAttribute('href', `${handbook}/12`);
  });

  it('offers New change request to those who can edit a space, and not to a reader', async () => {
    rendered = await renderRoute(inbox, { token: 'demo-editor' });
    await findHeading('Change requests');
    expect(await screen.findByRole('button', { name: 'New change request' })).toBeInTheDocument();
    rendered.cleanup();

    rendered = await renderRoute(inbox, { token: 'demo-reader' });
    await findHeading('Change requests');
    expect(await screen.findByRole('list', { name: 'In review change requests' })).toBeVisible();
    // Once the spaces are known, none of them lets a reader open a request.
    await waitFor(() => expect(rendered?.queryClient.isFetching()).toBe(0));
    expect(screen.queryByRole('button', { name: 'New change request' })).not.toBeInTheDocument();
  });

  it('shows where each request’s reviews stand, and what waits for my review', async () => {
    rendered = await renderRoute(inbox, { token: 'demo-reviewer' });
    const { user, router } = rendered;
    await findHeading('Change requests');
    const all = items('In review change requests');
    const row = (subject: string) => all.find((item) => item.textContent?.includes(subject));
    expect(row('Rewrite the on-call escalation policy')).toHaveTextContent('Changes requested');
    expect(row('Architecture: describe the event bus')).toHaveTextContent('Approved');

    const toggle = await screen.findByRole('button', { name: 'Waiting for my review' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ requestedReviewer: 'user_rhea' }),
    );
    await waitFor(() => expect(items('In review change requests')).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Waiting for my review' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    for (const item of items('In review change requests'))
      expect(item).toHaveTextContent(/Waiting for \d review|Approved/);
  });
});
