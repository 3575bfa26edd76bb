// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute, type RenderedRoute } from '@/test/render-route';
import { changeRequestChanges } from '@/backend/core/domain/change-request-changes';
import { importPollMs, importQueries } from '../api/import-queries';

let rendered: RenderedRoute | undefined;
afterEach(() => {
  rendered?.cleanup();
  rendered = undefined;
  vi.useRealTimers();
});

/**
 * Fake time that also runs on its own (the backend clock with it): a poll comes when a test
 * moves time on, instead of after the poll's real interval.
 */
function fakeTime() {
  vi.useFakeTimers({ shouldAdvanceTime: true });
}

/** Lets the screen's next poll come, with the time it takes. */
const nextPoll = (ms = importPollMs) => vi.advanceTimersByTimeAsync(ms);

/** Starts a run through the API as Eddie, and opens its page. */
async function openNewRun(url: string, target: Record<string, string>) {
  fakeTime();
  rendered = await renderRoute('/orgs/org_acme/imports', { token: 'demo-editor' });
  const response = await fetch(`${rendered.backend.baseUrl}/v1/org/org_acme/imports`, {
    method: 'POST',
    headers: { Authorization: 'Bearer demo-editor', 'Content-Type': 'application/json' },
    body: JSON.stringify({ source: { type: 'website', url }, target }),
  });
  const run = (await response.json()) as { id: string };
  await rendered.router.navigate({
    to: '/orgs/$orgId/imports/$importRunId',
    params: { orgId: 'org_acme', importRunId: run.id },
  });
  await screen.findByRole('list', { name: 'Import steps' });
  return rendered;
}

const poll = { timeout: 4000 };

describe('An import as it goes', () => {
  it('moves from Queued to Importing to Done, listing pages as they arrive', async () => {
    const { backend } = await openNewRun('https://docs.example.com', { space: 'space_api' });
    const steps = screen.getByRole('list', { name: 'Import steps' });
    expect(within(steps).getByText('Queued')).toHaveAttribute('aria-current', 'step');

    backend.clock.advance(2_000 + 7 * 2_000);
    await nextPoll();
    // "7 of 12 pages", or a little more: the backend clock also runs in real time.
    const progress = await screen.findByText(/^([7-9]|10) of 12 pages$/, {}, poll);
    const arrived = Number(/^\d+/.exec(progress.textContent ?? '')?.[0]);
    expect(within(steps).getByText('Importing')).toHaveAttribute('aria-current', 'step');
    const pages = screen.getByRole('list', { name: /Imported pages/ });
    expect(within(pages).getAllByRole('listitem')).toHaveLength(arrived);

    backend.clock.advance(5 * 2_000);
    await nextPoll();
    const outcome = await screen.findByText('Imported 12 pages into API Reference.', {}, poll);
    expect(
      within(outcome.closest('[role="status"]') as HTMLElement).getByRole('link', {
        name: 'Open API Reference',
      }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel import' })).not.toBeInTheDocument();
  });

  it('asks before cancelling, and keeps the pages that came', async () => {
    const { backend, user } = await openNewRun('https://docs.example.com', {
      space: 'space_api',
      changeRequest: '4',
    });
    backend.clock.advance(2_000 + 3 * 2_000);
    await nextPoll();
    await screen.findByText('3 of 12 pages', {}, poll);

    await user.click(screen.getByRole('button', { name: 'Cancel import' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Cancel this import?' });
    expect(confirm).toHaveTextContent(
      /3 pages already imported stay in change request #4 of API Reference/,
    );
    await user.click(within(confirm).getByRole('button', { name: 'Keep importing' }));
    expect(backend.store.state.importRuns.at(-1)?.cancelledAt).toBeUndefined();

    await user.click(screen.getByRole('button', { name: 'Cancel import' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel import' }),
    );
    // The backend clock also runs in real time, so a page or two may arrive meanwhile.
    const outcome = await screen.findByText(
      /^Cancelled after \d+ pages; they stay in change request #4 of API Reference\.$/,
    );
    const kept = Number(/after (\d+)/.exec(outcome.textContent ?? '')?.[1]);
    expect(kept).toBeGreaterThanOrEqual(3);
    const { state } = backend.store;
    const request = state.changeRequests.find((cr) => cr.id === 'cr_api_4');
    const space = state.spaces.find((candidate) => candidate.id === 'space_api');
    const runId = state.importRuns.at(-1)?.id ?? '';
    const created = changeRequestChanges(state, space!, request!).filter(
      (change) => change.type === 'page_created' && change.page.id.startsWith(`page_${runId}_`),
    );
    expect(created).toHaveLength(kept);
    backend.clock.advance(10_000);
    await nextPoll(1_200);
    await waitFor(() => expect(rendered?.queryClient.isFetching()).toBe(0));
    const pages = screen.getByRole('list', { name: /Imported pages/ });
    expect(within(pages).getAllByRole('listitem')).toHaveLength(kept);
  });

  it('says when the site could not be reached', async () => {
    const { backend } = await openNewRun('https://docs.unreachable.test', { space: 'space_faq' });
    backend.clock.advance(2_000);
    await nextPoll();
    expect(
      await screen.findByText(/^Import failed: the site could not be reached/, {}, poll),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByText('No page was imported.')).toBeInTheDocument();
    const steps = screen.getByRole('list', { name: 'Import steps' });
    expect(within(steps).getByRole('listitem', { current: 'step' })).toHaveTextContent(
      /^Failed: the site never answered$/,
    );
  });
});

describe('Import history', () => {
  it('lists every run with its time, source, target, status and pages', async () => {
    rendered = await renderRoute('/orgs/org_acme/imports', { token: 'demo-editor' });
    const table = await screen.findByRole('table', { name: /Import history/ });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(4);
    const text = rows.map((row) => row.textContent);
    expect(
      text.some((row) =>
        /confluence\.acme-legacy\.test.*Brand Guidelines.*Importing/.test(row ?? ''),
      ),
    ).toBe(true);
    expect(
      text.some((row) =>
        /kb\.acme-legacy\.test.*Glossary.*Cancelled.*5 of 12 pages/.test(row ?? ''),
      ),
    ).toBe(true);
    expect(
      text.some((row) => /docs\.unreachable\.test.*API Reference.*Failed/.test(row ?? '')),
    ).toBe(true);
    expect(screen.getByRole('link', { name: 'Import pages' })).toBeInTheDocument();
  });

  it('shows a reader no Import action, and says why', async () => {
    rendered = await renderRoute('/orgs/org_acme/imports', { token: 'demo-reader' });
    await screen.findByRole('table', { name: /Import history/ });
    expect(screen.queryByRole('link', { name: 'Import pages' })).not.toBeInTheDocument();
    expect(
      screen.getByText(/Importing needs the admin, create, review or edit role/),
    ).toBeInTheDocument();
  });

  it('stops asking once no run is going', async () => {
    fakeTime();
    rendered = await renderRoute('/orgs/org_acme/imports', { token: 'demo-editor' });
    await screen.findByRole('table', { name: /Import history/ });
    const query = () =>
      rendered?.queryClient
        .getQueryCache()
        .find({ queryKey: importQueries.list('org_acme').queryKey });
    expect(query()?.observers[0]?.options.refetchInterval).toBeDefined();
    rendered.backend.clock.advance(60_000);
    await nextPoll(2 * importPollMs);
    await waitFor(() => expect(screen.getAllByText('Done')).toHaveLength(2), poll);
    const fetches = query()?.state.dataUpdateCount ?? 0;
    await nextPoll(2_500);
    // A poll that came has had its answer.
    await waitFor(() => expect(rendered?.queryClient.isFetching()).toBe(0));
    expect(query()?.state.dataUpdateCount).toBe(fetches);
  });
});
