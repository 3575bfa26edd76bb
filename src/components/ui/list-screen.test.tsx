import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ListScreen } from './list-screen';

afterEach(cleanup);

const loaded = { isPending: false, isError: false, error: null };
const sites = [
  { id: 'a', title: 'Handbook' },
  { id: 'b', title: 'API' },
];

type Props = Partial<Parameters<typeof ListScreen<(typeof sites)[number]>>[0]>;

function renderList(props: Props) {
  render(
    <ListScreen
      title="Sites"
      items={sites}
      empty="No sites yet."
      table={{
        caption: 'Sites',
        headings: ['Site'],
        row: (site) => <td>{site.title}</td>,
      }}
      {...props}
    />,
  );
}

describe('ListScreen', () => {
  it('shows the header, the status line and a row per record', () => {
    renderList({ query: loaded, summary: <p role="status">2 sites.</p> });
    expect(screen.getByRole('heading', { level: 1, name: 'Sites' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('2 sites.');
    const table = screen.getByRole('table', { name: 'Sites' });
    expect(table.querySelectorAll('tbody tr')).toHaveLength(2);
  });

  it('says it is loading, then the error, without the rows', () => {
    renderList({ query: { ...loaded, isPending: true }, loading: 'Loading sites…' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading sites…');
    expect(screen.queryByRole('table')).toBeNull();
    cleanup();
    renderList({ query: { ...loaded, isError: true, error: new Error('No sites for you.') } });
    expect(screen.getByRole('alert')).toHaveTextContent('No sites for you.');
  });

  it('offers to clear the filters when they leave nothing, and remounts them', async () => {
    const onClear = vi.fn();
    renderList({
      items: [],
      empty: 'No site matches these filters.',
      filters: { controls: <input aria-label="Title contains" />, active: true, onClear },
    });
    await userEvent.type(screen.getByRole('textbox', { name: 'Title contains' }), 'zz');
    expect(screen.getByText('No site matches these filters.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear the filters' }));
    expect(onClear).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('textbox', { name: 'Title contains' })).toHaveValue('');
  });

  it('renders its own list instead of a table, and Load more while there is a next page', async () => {
    const fetchNextPage = vi.fn(() => Promise.resolve());
    renderList({
      table: undefined,
      list: (items) => (
        <ul aria-label="Sites">
          {items.map((site) => (
            <li key={site.id}>{site.title}</li>
          ))}
        </ul>
      ),
      more: {
        query: { hasNextPage: true, isFetchingNextPage: false, fetchNextPage },
        label: 'Load more sites',
      },
    });
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Load more sites' }));
    expect(fetchNextPage).toHaveBeenCalledTimes(1);
  });
});
