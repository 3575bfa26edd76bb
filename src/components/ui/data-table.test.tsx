import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DataTable } from './data-table';

afterEach(cleanup);

const runs = [
  { id: 'a', started: 'Monday', status: 'Done', pages: 12 },
  { id: 'b', started: 'Tuesday', status: 'Failed: the site\'s "robots" file', pages: 0 },
];

function renderRuns() {
  render(
    <DataTable
      caption="Import history"
      headings={[
        'Started',
        'Status',
        { label: 'Pages', numeric: true },
        <span className="visually-hidden">Actions</span>,
      ]}
      items={runs}
    >
      {(run) => (
        <>
          <th scope="row">{run.started}</th>
          <td>{run.status}</td>
          <td>{run.pages}</td>
          <td>
            <button type="button">Open {run.started}</button>
          </td>
        </>
      )}
    </DataTable>,
  );
  return screen.getByRole('table', { name: 'Import history' });
}

describe('DataTable', () => {
  it('shows one row per record under the column headings', () => {
    const table = renderRuns();
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Started', 'Status', 'Pages', 'Actions']);
    expect(within(rows[2]!).getByRole('rowheader')).toHaveTextContent('Tuesday');
    expect(within(rows[2]!).getByRole('button', { name: 'Open Tuesday' })).toBeInTheDocument();
  });

  it('gives each column with words its label for the cards a phone shows, as CSS strings', () => {
    const table = renderRuns();
    expect(table.style.getPropertyValue('--column-1')).toBe('"Started"');
    expect(table.style.getPropertyValue('--column-2')).toBe('"Status"');
    expect(table.style.getPropertyValue('--column-3')).toBe('"Pages"');
    // The actions column's heading is not words on screen: its cells get no label.
    expect(table.style.getPropertyValue('--column-4')).toBe('');
  });

  it('escapes quotes and backslashes in a heading', () => {
    render(
      <DataTable caption="Odd" headings={['Say "hi" \\ bye']} items={runs}>
        {(run) => <td>{run.started}</td>}
      </DataTable>,
    );
    expect(screen.getByRole('table', { name: 'Odd' }).style.getPropertyValue('--column-1')).toBe(
      '"Say \\"hi\\" \\\\ bye"',
    );
  });
});
