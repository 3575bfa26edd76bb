// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute, type RenderedRoute } from '@/test/render-route';
import { analysisPollMs, insightQueries } from '../api/insight-queries';

let rendered: RenderedRoute | undefined;
afterEach(() => {
  rendered?.cleanup();
  rendered = undefined;
  vi.useRealTimers();
});

const topicNames = () =>
  within(screen.getByRole('list', { name: 'Topics' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

describe('Topics', () => {
  it('shows each topic with its pulse, counts, sources and tasks', async () => {
    rendered = await renderRoute('/orgs/org_acme/insights');
    const list = await screen.findByRole('list', { name: 'Topics' });
    expect(topicNames()).toHaveLength(5);
    const token = within(list)
      .getByRole('link', { name: 'Token expiry' })
      .closest('li') as HTMLElement;
    expect(
      within(token).getByRole('img', { name: /^Issues per week over the last 13 weeks/ }),
    ).toBeInTheDocument();
    expect(within(token).getByRole('list', { name: 'Conversations by source' })).toHaveTextContent(
      /Zendesk/,
    );
    expect(token).toHaveTextContent('2 tasks: 1 started, 1 cancelled.');
    expect(screen.getByText('5 topics')).toBeInTheDocument();
  });

  it('keeps the sort and the status filter in the address', async () => {
    rendered = await renderRoute('/orgs/org_acme/insights');
    const { user, router } = rendered;
    await screen.findByRole('list', { name: 'Topics' });
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Issues');
    await waitFor(() => expect(router.state.location.search).toEqual({ orderBy: 'issues' }));
    const issueCounts = () =>
      within(screen.getByRole('list', { name: 'Topics' }))
        .getAllByText(/^\d+ issues?$/)
        .map((node) => Number.parseInt(node.textContent ?? '0', 10));
    await waitFor(() => {
      const counts = issueCounts();
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
    });
    await user.selectOptions(screen.getByLabelText('Order'), 'Fewest first');
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ orderBy: 'issues', order: 'asc' }),
    );

    await user.selectOptions(screen.getByLabelText('Status'), 'Analysing');
    await waitFor(() => expect(topicNames()).toEqual(['SSO setup']));
    expect(router.state.location.search).toMatchObject({ status: 'analysing' });
  });

  it('opens sorted and filtered from the address, and says when nothing matches', async () => {
    rendered = await renderRoute('/orgs/org_acme/insights?status=analysing');
    rendered.backend.clock.advance(60 * 60_000);
    await rendered.router.invalidate();
    await rendered.queryClient.invalidateQueries();
    expect(await screen.findByText('No topic has this status.')).toBeInTheDocument();
    await rendered.user.click(screen.getByRole('button', { name: 'Show every topic' }));
    await screen.findByRole('list', { name: 'Topics' });
  });

  it('shows a topic turn pending when its analysis ends, then stops asking', async () => {
    // Fake time that also runs on its own: the next poll comes when the test moves time on,
    // not after the poll's real interval.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    rendered = await renderRoute('/orgs/org_acme/insights');
    const { backend, queryClient } = rendered;
    const list = await screen.findByRole('list', { name: 'Topics' });
    const sso = () =>
      within(list).getByRole('link', { name: 'SSO setup' }).closest('li') as HTMLElement;
    expect(within(sso()).getByText('Analysing')).toBeInTheDocument();
    const query = () =>
      queryClient
        .getQueryCache()
        .find({ queryKey: insightQueries.topics('org_acme', {}).queryKey });
    const interval = () => {
      const found = query();
      const option = found?.observers[0]?.options.refetchInterval;
      return typeof option === 'function' && found ? option(found) : option;
    };
    expect(interval()).toBeGreaterThan(0);

    backend.clock.advance(10 * 60_000);
    await vi.advanceTimersByTimeAsync(analysisPollMs);
    await waitFor(() => expect(within(sso()).queryByText('Analysing')).not.toBeInTheDocument());
    expect(interval()).toBe(false);
  });

  it('tells someone who is not an admin why they see nothing', async () => {
    rendered = await renderRoute('/orgs/org_acme/insights', { token: 'demo-editor' });
    expect(
      await screen.findByText(/Only admins of this organization can read insights/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Topics' })).not.toBeInTheDocument();
  });
});
