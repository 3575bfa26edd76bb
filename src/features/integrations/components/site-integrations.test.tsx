// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoute, type RenderedRoute } from '@/test/render-route';

let rendered: RenderedRoute | undefined;
afterEach(() => rendered?.cleanup());

describe('Site › Integrations', () => {
  it('shows the integrations enabled on the site and the scripts it injects', async () => {
    rendered = await renderRoute('/orgs/org_acme/sites/site_docs/integrations', {
      token: 'demo-reader',
    });
    // A part of the site's page: its title above, and its own entry in the site's navigation.
    await screen.findByRole('heading', { level: 1, name: 'Acme Developer Docs' });
    expect(screen.getByRole('link', { name: 'Integrations', current: 'page' })).toBeInTheDocument();
    const enabled = await screen.findByRole('region', { name: 'Enabled integrations' });
    expect(within(enabled).getByRole('link', { name: 'Acme Analytics' })).toBeInTheDocument();
    const scripts = screen.getByRole('table', { name: /Scripts injected/ });
    const row = within(scripts).getByRole('row', { name: /analytics\.acme\.test\/site\.js/ });
    expect(row).toHaveTextContent('May set cookies');
    expect(row).toHaveTextContent('script-src https://analytics.acme.test');
    // Which integration injects it, linked to its page.
    expect(within(row).getByRole('cell', { name: 'Acme Analytics' })).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Acme Analytics' })).toBeInTheDocument();
  });

  it('says so when nothing runs on the site', async () => {
    rendered = await renderRoute('/orgs/org_acme/sites/site_help/integrations');
    expect(await screen.findByText('No integration runs on this site.')).toBeInTheDocument();
    expect(screen.getByText('The published site loads no integration script.')).toBeInTheDocument();
  });
});
