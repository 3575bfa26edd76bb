// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import * as build from '@/api/document-builders';
import type { LooseDocument } from '@/components/rich-text/slate-types';
import { DocumentDiff } from './document-diff';
import { PageChangeList, type ChangedPage } from './page-change-list';

afterEach(cleanup);

const pages: ChangedPage[] = [
  { id: 'p1', title: 'Overview', kind: 'edited', path: 'overview' },
  { id: 'p2', title: 'Quickstart', kind: 'added', path: 'overview/quickstart' },
  { id: 'p3', title: 'Billing', kind: 'moved', path: 'admin/billing', previousPath: 'billing' },
  { id: 'p4', title: 'Legacy API', kind: 'deleted', path: 'legacy-api' },
  { id: 'p5', title: 'Guides', kind: 'added', path: 'guides', pageType: 'group' },
  { id: 'p6', title: 'Setup', kind: 'edited', path: 'guides/setup', previousPath: 'setup' },
];

const before = build.document(build.paragraph('Acme keeps your docs')) as LooseDocument;
const after = build.document(build.paragraph('Acme keeps all your docs')) as LooseDocument;

/** The list as a screen holds it: the viewed pages in its own state. */
function Harness() {
  const [viewed, setViewed] = useState<ReadonlySet<string>>(() => new Set(['p4']));
  return (
    <PageChangeList
      pages={pages}
      viewed={viewed}
      onViewedChange={(id, isViewed) =>
        setViewed((current) => {
          const next = new Set(current);
          if (isViewed) next.add(id);
          else next.delete(id);
          return next;
        })
      }
      renderDiff={(page) => (
        <DocumentDiff title={page.title} headingLevel={4} before={before} after={after} />
      )}
    />
  );
}

describe('PageChangeList', () => {
  it('lists the pages in the order given, each with its kind and path', () => {
    render(<Harness />);
    const items = within(screen.getByRole('list', { name: 'Changed pages' })).getAllByRole(
      'listitem',
    );
    expect(
      items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent),
    ).toEqual(['Overview', 'Quickstart', 'Billing', 'Legacy API', 'Guides', 'Setup']);
    expect(items[1]).toHaveTextContent('Added');
    expect(items[1]).toHaveTextContent('overview/quickstart');
    expect(items[2]).toHaveTextContent('Moved');
    expect(items[2]).toHaveTextContent('billing to admin/billing');
    expect(items[3]).toHaveTextContent('Deleted');
    expect(items[4]).toHaveTextContent('Added group');
    expect(items[5]).toHaveTextContent('Moved and edited');
    expect(items[5]).toHaveTextContent('setup to guides/setup');
    // Only an edited page has a diff to open.
    expect(within(items[1]!).queryByRole('button')).toBeNull();
    expect(screen.getByText('1 of 6 pages viewed')).toBeVisible();
  });

  it('opens an edited page into its diff', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const toggle = screen.getByRole('button', { name: 'Overview' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const diff = screen.getByRole('region', { name: 'Overview' });
    expect(within(diff).getByRole('insertion')).toHaveTextContent('all');
    expect(within(diff).getByRole('heading', { level: 4, name: 'Overview' })).toBeVisible();
  });

  it('marks pages as viewed through its props, and folds a page away once viewed', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Overview' }));
    const viewed = screen.getByRole('checkbox', { name: 'Mark as viewed: Overview' });
    expect(viewed).not.toBeChecked();
    await user.click(viewed);
    expect(viewed).toBeChecked();
    expect(screen.getByText('2 of 6 pages viewed')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Overview' })).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Mark as viewed: Legacy API' })).toBeChecked();
  });
});
