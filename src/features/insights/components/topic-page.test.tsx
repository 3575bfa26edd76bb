// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoute, type RenderedRoute } from '@/test/render-route';

let rendered: RenderedRoute | undefined;
afterEach(() => rendered?.cleanup());

describe('A topic', () => {
  it('shows its pulse, issues, task counts and the change requests linked to it', async () => {
    rendered = await renderRoute('/orgs/org_acme/insights/cluster_token_expiry');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Token expiry' }),
    ).toBeInTheDocument();
    const pulse = screen.getByRole('table', { name: 'Issues per week' });
    expect(within(pulse).getAllByRole('row')).toHaveLength(14);
    expect(within(pulse).getByRole('rowheader', { name: 'This week' })).toBeInTheDocument();

    const linked = await screen.findByRole('list', { name: 'Linked change requests' });
    expect(within(linked).getByRole('link', { name: /#4 Authentication/ })).toBeInTheDocument();
    expect(within(linked).getByText('Archived (cancelled)')).toBeInTheDocument();
    expect(screen.getByText('2 tasks: 1 started, 1 cancelled.')).toBeInTheDocument();

    const issues = screen.getByRole('list', { name: 'Issues' });
    expect(within(issues).getAllByRole('listitem').length).toBeGreaterThan(0);
  });

  it('creates a change request that links it and counts in its tasks', async () => {
    rendered = await renderRoute('/orgs/org_acme/insights/cluster_custom_domains');
    const { user, backend } = rendered;
    await screen.findByRole('heading', { level: 1, name: 'Custom domains' });
    expect(
      await screen.findByText('No change request works on this topic yet.', { selector: 'p' }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create change request' }));
    const dialog = await screen.findByRole('dialog', { name: /Create a change request/ });
    await user.selectOptions(within(dialog).getByLabelText('Space'), 'FAQ');
    const subject = within(dialog).getByLabelText('Subject');
    await user.clear(subject);
    await user.type(subject, 'x'.repeat(101));
    await user.tab();
    expect(within(dialog).getByText(/Subject must be at most 100 characters/)).toBeInTheDocument();
    await user.clear(subject);
    await user.type(subject, 'Explain CNAME records');
    await user.click(within(dialog).getByRole('button', { name: 'Create change request' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const created = backend.store.state.changeRequests.find(
      (request) => request.subject === 'Explain CNAME records',
    );
    expect(created?.conversationsIssuesCluster).toBe('cluster_custom_domains');
    const linked = await screen.findByRole('list', { name: 'Linked change requests' });
    expect(within(linked).getByRole('link', { name: /Explain CNAME records/ })).toBeInTheDocument();
    expect(await screen.findByText('1 task: 1 backlog.')).toBeInTheDocument();
  });

  it('answers an unknown topic with its own not-found page', async () => {
    rendered = await renderRoute('/orgs/org_acme/insights/cluster_nope');
    expect(await screen.findByText('No topic matches “cluster_nope”.')).toBeInTheDocument();
  });
});
