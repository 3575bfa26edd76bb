import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryStates, RefreshFailedNotice } from './query-states';

const loaded = { isPending: false, isError: false, error: null };

function renderStates(query: Parameters<typeof QueryStates>[0]['query'], isEmpty = false) {
  let built = 0;
  render(
    <QueryStates query={query} loading="Loading things…" isEmpty={isEmpty} empty={<p>None yet.</p>}>
      {() => {
        built += 1;
        return <p>The rows</p>;
      }}
    </QueryStates>,
  );
  return { built: () => built };
}

afterEach(cleanup);

describe('QueryStates', () => {
  it('shows the loading label while the query is pending, without building the rows', () => {
    const view = renderStates({ ...loaded, isPending: true });
    expect(screen.getByRole('status')).toHaveTextContent('Loading things…');
    expect(screen.queryByText('The rows')).toBeNull();
    expect(view.built()).toBe(0);
  });

  it('shows the error when the query failed', () => {
    renderStates({ isPending: false, isError: true, error: new Error('The list failed.') });
    expect(screen.getByRole('alert')).toHaveTextContent('The list failed.');
    expect(screen.queryByText('The rows')).toBeNull();
  });

  it('shows the empty state when nothing came back', () => {
    const view = renderStates(loaded, true);
    expect(screen.getByText('None yet.')).toBeInTheDocument();
    expect(view.built()).toBe(0);
  });

  it('shows the rows once loaded, and for a suspense query given no status', () => {
    renderStates(loaded);
    expect(screen.getByText('The rows')).toBeInTheDocument();
    renderStates(undefined);
    expect(screen.getAllByText('The rows')).toHaveLength(2);
    expect(screen.queryByText('None yet.')).toBeNull();
  });
});

describe('RefreshFailedNotice', () => {
  const loadedAt = new Date(2026, 11, 7, 14, 5).getTime();

  it('says nothing while the last refresh worked', () => {
    render(
      <RefreshFailedNotice
        query={{ isRefetchError: false, error: null, dataUpdatedAt: loadedAt, refetch }}
      />,
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the list can no longer refresh, why, since when, and offers a retry', async () => {
    const retried = vi.fn(refetch);
    render(
      <RefreshFailedNotice
        query={{
          isRefetchError: true,
          error: new Error('The service is unavailable.'),
          dataUpdatedAt: loadedAt,
          refetch: retried,
        }}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Can’t refresh: The service is unavailable. Showing what was loaded at 2:05 PM.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retried).toHaveBeenCalledOnce();
  });

  it('shows the rows under the notice in QueryStates when a refetch failed', () => {
    render(
      <QueryStates
        query={{
          isPending: false,
          isError: true,
          isRefetchError: true,
          error: new Error('Offline.'),
          dataUpdatedAt: loadedAt,
          refetch,
        }}
        isEmpty={false}
        empty={<p>None yet.</p>}
      >
        {() => <p>The rows</p>}
      </QueryStates>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Can’t refresh: Offline.');
    expect(screen.getByText('The rows')).toBeInTheDocument();
  });
});

function refetch() {
  return Promise.resolve();
}
