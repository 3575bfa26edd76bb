// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoute, type RenderedRoute } from '@/test/render-route';

let rendered: RenderedRoute | undefined;
afterEach(() => rendered?.cleanup());

const developerPath = '/orgs/org_acme/integrations/acme-analytics/developer';

describe('the developer view', () => {
  it('lists events newest first; a failed one opens with its payload and its trace', async () => {
    rendered = await renderRoute(developerPath);
    const { user, router } = rendered;
    await screen.findByRole('heading', { level: 1, name: 'Acme Analytics: developer view' });
    const events = screen.getByRole('table', { name: /Events, newest first/ });
    const ids = within(events)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(ids[0]).toBe('evt_acme_analytics_15');
    expect(ids.at(-1)).toBe('evt_acme_analytics_01');

    await user.click(within(events).getByRole('button', { name: 'evt_acme_analytics_06' }));
    const dialog = await screen.findByRole('dialog', { name: 'Event evt_acme_analytics_06' });
    expect(router.state.location.search).toEqual({ event: 'evt_acme_analytics_06' });
    expect(within(dialog).getByText('Failed')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Payload')).toHaveTextContent('"siteId": "site_docs"');
    expect(within(dialog).getByRole('list', { name: 'Log' })).toHaveTextContent(
      "TypeError: Cannot read properties of undefined (reading 'trackingId')",
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
  });

  it('searches installations by external id', async () => {
    rendered = await renderRoute(developerPath);
    const { user } = rendered;
    const search = await screen.findByRole('searchbox', { name: 'External id' });
    await user.type(search, 'nobody');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(
      await screen.findByText('No installation carries the external id “nobody”.'),
    ).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'External id' }));
    await user.type(screen.getByRole('searchbox', { name: 'External id' }), 'acme-docs');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const table = await screen.findByRole('table', { name: /Installations of Acme Analytics/ });
    expect(within(table).getByRole('rowheader')).toHaveTextContent('inst_acme_analytics');
  });

  it('unpublishes only once the name is typed', async () => {
    rendered = await renderRoute(developerPath);
    const { user, backend, router } = rendered;
    await user.click(await screen.findByRole('button', { name: 'Unpublish…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unpublish Acme Analytics?' });
    const confirm = within(dialog).getByRole('button', { name: 'Unpublish' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Integration name'), 'Acme Analytics');
    expect(confirm).toBeDisabled();
    await user.clear(within(dialog).getByLabelText('Integration name'));
    await user.type(within(dialog).getByLabelText('Integration name'), 'acme-analytics');
    await user.click(confirm);
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: 'developer' }));
    expect(await screen.findByText('Acme Docs publishes no integrations.')).toBeInTheDocument();
    expect(backend.store.state.integrations.some((i) => i.name === 'acme-analytics')).toBe(false);
  });

  it('tells anyone else that it is for the owner’s admins', async () => {
    rendered = await renderRoute('/orgs/org_acme/integrations/pulse-analytics/developer');
    expect(await screen.findByRole('note')).toHaveTextContent(
      'Only admins of Northwind Apps, which publishes Pulse Analytics, can see',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
