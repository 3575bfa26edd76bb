// @vitest-environment happy-dom
import '@/components/rich-text/native-before-input';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as build from '@/api/document-builders';
import { readKey } from '@/lib/api-queries';
import { findHeading, renderRoute, type RenderedRoute } from '@/test/render-route';

let rendered: RenderedRoute | undefined;
afterEach(() => {
  vi.restoreAllMocks();
  rendered?.cleanup();
  localStorage.clear();
});

const handbook = '/orgs/org_acme/spaces/space_handbook/change-requests';

async function openRequest(number: number, subject: string, token = 'demo-editor') {
  rendered = await renderRoute(`${handbook}/${number}`, { token });
  await findHeading(subject);
  return rendered;
}

const stored = (number: number) =>
  rendered!.backend.store.state.changeRequests.find(
    (request) => request.spaceId === 'space_handbook' && request.number === number,
  );

describe('Change request page: subject', () => {
  it('refuses a bad subject next to the field, keeps it, and saves a good one', async () => {
    const { user } = await openRequest(10, 'Architecture: describe the event bus');
    await user.click(screen.getByRole('button', { name: 'Edit subject' }));
    const field = screen.getByLabelText('Subject');

    await user.clear(field);
    await user.type(field, 'y'.repeat(101));
    await user.click(screen.getByRole('button', { name: 'Save subject' }));
    expect(field).toHaveAccessibleDescription(/Subject must be at most 100 characters/);
    expect(field).toHaveValue('y'.repeat(101));

    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Save subject' }));
    expect(field).toHaveAccessibleDescription(/Give the change request a subject\./);

    await user.type(field, 'Architecture: the event bus');
    await user.click(screen.getByRole('button', { name: 'Save subject' }));
    await findHeading('Architecture: the event bus');
    expect(stored(10)?.subject).toBe('Architecture: the event bus');
  });

  it('keeps the typed subject when the save fails', async () => {
    const { user, backend } = await openRequest(10, 'Architecture: describe the event bus');
    await user.click(screen.getByRole('button', { name: 'Edit subject' }));
    const field = screen.getByLabelText('Subject');
    await user.clear(field);
    await user.type(field, 'The event bus');
    backend.backend.setFaults({ latencyMs: 0, errorRate: 1, status: 503 });
    await user.click(screen.getByRole('button', { name: 'Save subject' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(/./);
    expect(field).toHaveValue('The event bus');
    expect(stored(10)?.subject).toBe('Architecture: describe the event bus');
  });
});

describe('Change request page: actions', () => {
  it('lists what the rules miss, then merges after Rhea approves, with a confirmation', async () => {
    const { user } = await openRequest(12, 'Add the release checklist', 'demo-reviewer');
    const box = screen.getByRole('region', { name: 'Merge' });
    const rules = within(box).getByRole('list', { name: 'Merge rules' });
    expect(rules).toHaveTextContent('Not met: Needs a review from Rhea Reviewer');
    expect(rules).toHaveTextContent('Met: No reviewer asks for changes');
    const blocked = within(box).getByRole('button', { name: 'Merge' });
    expect(blocked).toBeDisabled();
    expect(blocked).toHaveAccessibleDescription(/merge rules above are not all met/);

    const panel = screen.getByRole('region', { name: 'Review' });
    await user.type(within(panel).getByLabelText('Review comment (optional)'), 'Looks right.');
    await user.click(within(panel).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(rules).toHaveTextContent('Met: Approved by Rhea Reviewer'));
    const reviewers = within(panel).getByRole('list', { name: 'Reviewers' });
    expect(within(reviewers).getByText('Rhea Reviewer').parentElement).toHaveTextContent(
      'Approved',
    );

    await user.click(within(box).getByRole('button', { name: 'Merge' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Merge change request #12?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(stored(12)?.status).toBe('open');
    await user.click(within(box).getByRole('button', { name: 'Merge' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Merge' }),
    );
    await waitFor(() => expect(stored(12)?.status).toBe('merged'));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Merge' })).not.toBeInTheDocument(),
    );
    expect(screen.getByText(/This change request is merged/)).toBeInTheDocument();
  });

  it('says why a request with changes requested cannot merge', async () => {
    await openRequest(9, 'Rewrite the on-call escalation policy', 'demo-admin');
    const box = screen.getByRole('region', { name: 'Merge' });
    expect(within(box).getByRole('list', { name: 'Merge rules' })).toHaveTextContent(
      'Not met: Rhea Reviewer requested changes',
    );
    expect(within(box).getByRole('button', { name: 'Merge' })).toBeDisabled();
    // Two rules give this reason; the box says it once.
    expect(within(box).getAllByText('Rhea Reviewer requested changes')).toHaveLength(1);
    const reviewers = screen.getByRole('list', { name: 'Reviewers' });
    expect(within(reviewers).getByText('Rhea Reviewer').parentElement).toHaveTextContent(
      'Changes requested',
    );
  });

  it('lets an admin allowed to bypass merge past the rules, after a confirmation', async () => {
    rendered = await renderRoute('/orgs/org_acme/spaces/space_api/change-requests/4', {
      token: 'demo-admin',
    });
    await findHeading('Authentication: rotate tokens every 90 days');
    const { user } = rendered;
    const box = screen.getByRole('region', { name: 'Merge' });
    await user.click(within(box).getByRole('button', { name: 'Bypass rules and merge' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Bypass the merge rules and merge #4?',
    });
    expect(confirm).toHaveTextContent(/Needs at least one approving review/);
    await user.click(within(confirm).getByRole('button', { name: 'Bypass and merge' }));
    await waitFor(() =>
      expect(
        rendered!.backend.store.state.changeRequests.find((r) => r.id === 'cr_api_4')?.status,
      ).toBe('merged'),
    );
  });

  it('makes a content search asked before the merge stale, so asking again finds the new text', async () => {
    rendered = await renderRoute('/orgs/org_acme/spaces/space_api/change-requests/4', {
      token: 'demo-admin',
    });
    await findHeading('Authentication: rotate tokens every 90 days');
    const { user, queryClient } = rendered;
    // A search the person made a moment ago, still fresh for ten seconds.
    const search = readKey(
      '/v1/orgs/{organizationId}/search',
      { path: { organizationId: 'org_acme' }, query: { query: 'rotate' } },
      'pages',
    );
    queryClient.setQueryData(search, { pages: [{ items: [] }], pageParams: [undefined] });
    const box = screen.getByRole('region', { name: 'Merge' });
    await user.click(within(box).getByRole('button', { name: 'Bypass rules and merge' }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Bypass and merge' }));
    await waitFor(() => expect(queryClient.getQueryState(search)?.isInvalidated).toBe(true));
  });

  it('asks a member for a review by name, and withdraws the request', async () => {
    const { user } = await openRequest(10, 'Architecture: describe the event bus', 'demo-admin');
    const panel = screen.getByRole('region', { name: 'Review' });
    await user.type(within(panel).getByRole('combobox', { name: 'Request a review from' }), 'Rita');
    const refused = await within(panel).findByRole('option', { name: /Rita Reader/ });
    expect(refused).toHaveAttribute('aria-disabled', 'true');
    const search = within(panel).getByRole('combobox', { name: 'Request a review from' });
    await user.clear(search);
    await user.type(search, 'Rhea');
    await user.click(await within(panel).findByRole('option', { name: /Rhea Reviewer/ }));
    const reviewers = within(panel).getByRole('list', { name: 'Reviewers' });
    await waitFor(() =>
      expect(within(reviewers).getByText('Rhea Reviewer').parentElement).toHaveTextContent(
        'Review requested again',
      ),
    );
    expect(stored(10)?.reviewRequests.map((entry) => entry.userId)).toContain('user_rhea');
    await user.click(
      within(reviewers).getByRole('button', {
        name: 'Withdraw the review request to Rhea Reviewer',
      }),
    );
    await waitFor(() =>
      expect(stored(10)?.reviewRequests.map((entry) => entry.userId)).not.toContain('user_rhea'),
    );
  });

  it('tells the author someone else reviews, and lists the changed pages', async () => {
    await openRequest(12, 'Add the release checklist', 'demo-admin');
    const panel = screen.getByRole('region', { name: 'Review' });
    expect(panel).toHaveTextContent('You opened this request, so someone else reviews it.');
    expect(within(panel).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    const changes = await screen.findByRole('list', { name: 'Changed pages' });
    expect(changes).toHaveTextContent('Edited');
    expect(changes).toHaveTextContent('Deployments');
  });

  it('archives only after a confirmation, and moves between draft and review at once', async () => {
    const { user } = await openRequest(10, 'Architecture: describe the event bus');
    const actions = screen.getByRole('group', { name: 'Change request actions' });
    await user.click(within(actions).getByRole('button', { name: 'Back to draft' }));
    await waitFor(() => expect(stored(10)?.status).toBe('draft'));

    await user.click(await within(actions).findByRole('button', { name: 'Archive' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Archive change request #10?',
    });
    expect(stored(10)?.status).toBe('draft');
    await user.click(within(confirm).getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(stored(10)?.status).toBe('archived'));
    expect(await within(actions).findByRole('button', { name: 'Reopen' })).toBeInTheDocument();
  });

  it('brings an outdated request up to date from main', async () => {
    const { user } = await openRequest(9, 'Rewrite the on-call escalation policy');
    const banner = screen.getByRole('region', { name: 'Outdated' });
    await user.click(within(banner).getByRole('button', { name: 'Update from main' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Outdated' })).not.toBeInTheDocument(),
    );
    expect(stored(9)?.outdated).toBe(false);
  });

  it('shows a reader the request without edit controls, and why Merge is off', async () => {
    await openRequest(12, 'Add the release checklist', 'demo-reader');
    expect(screen.queryByRole('button', { name: 'Edit subject' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Archive' })).not.toBeInTheDocument();
    const merge = screen.getByRole('button', { name: 'Merge' });
    expect(merge).toBeDisabled();
    expect(merge).toHaveAccessibleDescription(/Only reviewers, creators and admins can merge/);
    const section = screen.getByRole('region', { name: 'Description' });
    const description = within(section).getByLabelText('Description');
    expect(description).toHaveAttribute('contenteditable', 'false');
    expect(description).toHaveAccessibleDescription(/Your role cannot edit/);
    expect(screen.queryByRole('button', { name: 'Save description' })).not.toBeInTheDocument();
  });
});

describe('Change request page: description', () => {
  it('keeps the draft when a save fails, and saves it once the server answers again', async () => {
    const { user, backend } = await openRequest(
      8,
      'Document the staging environment',
      'demo-admin',
    );
    const editor = screen.getByRole('textbox', { name: 'Description' });
    const paragraph = editor.querySelector('p');
    await user.click(paragraph!);
    await user.keyboard(' Reset it with make staging-reset.');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Merge' })).toHaveAccessibleDescription(
      /Save or discard your description edits/,
    );

    backend.backend.setFaults({ latencyMs: 0, errorRate: 1, status: 503 });
    await user.click(screen.getByRole('button', { name: 'Save description' }));
    expect(await screen.findByText(/Could not save/)).toBeInTheDocument();
    expect(editor).toHaveTextContent('Reset it with make staging-reset.');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    const draftKey = Object.keys(localStorage).find((key) => key.includes('change-request:'));
    expect(localStorage.getItem(draftKey!)).toContain('Reset it with make staging-reset.');

    backend.backend.setFaults({ latencyMs: 0, errorRate: 0, status: 503 });
    await user.click(screen.getByRole('button', { name: 'Save description' }));
    expect(await screen.findByText('All changes saved')).toBeInTheDocument();
    expect(JSON.stringify(stored(8)?.description)).toContain('Reset it with make staging-reset.');
  });
});

describe('Change request page: people in the description', () => {
  it("names the people of a users table cell and offers the organization's members", async () => {
    rendered = await renderRoute(handbook, { token: 'demo-admin' });
    await findHeading(/Change requests/);
    const owners: build.TableDefinition = {
      id: 'owner',
      title: 'Owners',
      type: 'users',
      multiple: false,
    };
    stored(8)!.description = build.document(
      build.table(
        { type: 'grid', columns: ['owner'], hideHeader: false },
        [owners],
        [{ owner: ['user_ada'] }],
      ),
    );
    await rendered.router.navigate({
      to: '/orgs/$orgId/spaces/$spaceId/change-requests/$changeRequestId',
      params: { orgId: 'org_acme', spaceId: 'space_handbook', changeRequestId: '8' },
    });
    await findHeading('Document the staging environment');
    const editor = screen.getByRole('textbox', { name: 'Description' });
    // The cell shows the member's name once the members have arrived, not the raw id.
    expect(await within(editor).findByRole('cell', { name: 'Ada Admin' })).toBeInTheDocument();
  });
});

describe('Change request page: Export PDF', () => {
  it('opens a tab on the click and points it at the link of the one page chosen', async () => {
    const tab = { opener: window as unknown, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { user } = await openRequest(12, 'Add the release checklist', 'demo-admin');
    await user.click(screen.getByRole('button', { name: 'Export PDF' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export PDF' });
    expect(within(dialog).queryByLabelText('Page')).not.toBeInTheDocument();
    await user.click(within(dialog).getByLabelText('One page only'));
    await user.selectOptions(within(dialog).getByLabelText('Page'), 'Deployments');
    await user.click(within(dialog).getByRole('button', { name: 'Export' }));

    const link = await within(dialog).findByRole('link', { name: 'open the PDF' });
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    expect(tab.location.href).toBe(link.getAttribute('href'));
    const url = new URL(tab.location.href);
    expect(url.searchParams.get('page')).toBe('page_handbook_deployments');
    expect(url.searchParams.get('only')).toBe('true');
  });

  it('closes the tab it opened when the export fails, and says why', async () => {
    const tab = { opener: null, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { user, backend } = await openRequest(12, 'Add the release checklist', 'demo-admin');
    await user.click(screen.getByRole('button', { name: 'Export PDF' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export PDF' });
    backend.backend.setFaults({ latencyMs: 0, errorRate: 1, status: 503 });
    await user.click(within(dialog).getByRole('button', { name: 'Export' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/./);
    expect(tab.close).toHaveBeenCalled();
  });
});

describe('Change request page: activity tabs', () => {
  it('marks only the tab shown as current', async () => {
    rendered = await renderRoute(`${handbook}/9?tab=comments`, { token: 'demo-admin' });
    await findHeading('Rewrite the on-call escalation policy');
    const tabs = screen.getByRole('navigation', { name: 'Change request activity' });
    const current = within(tabs)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual([expect.stringMatching(/^Comments/)]);
  });
});
