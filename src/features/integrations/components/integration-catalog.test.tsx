// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoute, type RenderedRoute } from '@/test/render-route';

let rendered: RenderedRoute | undefined;
afterEach(() => rendered?.cleanup());

const catalog = () => screen.getByRole('list', { name: 'Catalog' });
const cardTitles = () =>
  within(catalog())
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

describe('Integrations › Browse', () => {
  it('shows cards with their verified badge and installed marker', async () => {
    rendered = await renderRoute('/orgs/org_acme/integrations');
    await screen.findByRole('heading', { level: 1, name: 'Integrations' });
    // The catalog comes after the page's header, once its own query has answered.
    await screen.findByRole('list', { name: 'Catalog' });
    expect(cardTitles()).toContain('Pulse Analytics');
    const webhooks = within(catalog()).getByRole('heading', { name: 'Webhooks' }).closest('li');
    expect(webhooks).toHaveTextContent('Verified');
    expect(webhooks).toHaveTextContent('Installed: needs configuration');
    const snippets = within(catalog())
      .getByRole('heading', { name: 'Snippet Embeds' })
      .closest('li');
    expect(snippets).not.toHaveTextContent('Verified');
    expect(snippets).not.toHaveTextContent('Installed');
  });

  it('filters by category chip and by search, both in the URL', async () => {
    rendered = await renderRoute('/orgs/org_acme/integrations');
    const { user, router } = rendered;
    await screen.findByRole('list', { name: 'Catalog' });
    const chips = () => screen.getByRole('group', { name: 'Category' });
    await user.click(within(chips()).getByRole('link', { name: 'Analytics' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ category: 'analytics' }));
    await waitFor(() => expect(cardTitles()).toEqual(['Acme Analytics', 'Pulse Analytics']));
    expect(within(chips()).getByRole('link', { name: 'Analytics' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await user.type(screen.getByRole('searchbox', { name: 'Search integrations' }), 'pulse');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ category: 'analytics', search: 'pulse' }),
    );
    await waitFor(() => expect(cardTitles()).toEqual(['Pulse Analytics']));

    await user.click(within(chips()).getByRole('link', { name: 'Git sync' }));
    expect(await screen.findByText('No integration matches these filters.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear the filters' }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
  });

  it('lists what is installed with the status in words and what each covers', async () => {
    rendered = await renderRoute('/orgs/org_acme/integrations?tab=installed');
    const table = await screen.findByRole('table', { name: /Installed integrations/ });
    const row = (name: string) => within(table).getByRole('row', { name: new RegExp(name) });
    expect(row('Webhooks')).toHaveTextContent('Needs configuration');
    expect(row('Repo Sync')).toHaveTextContent('Paused');
    expect(row('Chatter')).toHaveTextContent(/Active.*\(all\)/);
    expect(row('Acme Analytics')).toHaveTextContent('Active');
  });

  it('is read-only for members who are not admins: no developer tab, statuses only', async () => {
    rendered = await renderRoute('/orgs/org_acme/integrations?tab=installed', {
      token: 'demo-reader',
    });
    const table = await screen.findByRole('table', { name: /Installed integrations/ });
    expect(within(table).queryByRole('columnheader', { name: 'Spaces' })).not.toBeInTheDocument();
    expect(screen.getByText(/Only admins can install integrations/)).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Integrations sections' });
    expect(within(tabs).queryByRole('link', { name: 'Developer' })).not.toBeInTheDocument();
  });
});
