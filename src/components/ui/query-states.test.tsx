import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { QueryStates } from './query-states';

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
