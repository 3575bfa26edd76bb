// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoute, type RenderedRoute } from '@/test/render-route';

let rendered: RenderedRoute | undefined;
afterEach(() => rendered?.cleanup());

const installationPanel = () => screen.getByRole('complementary', { name: 'Installation' });

describe('the generated configuration form', () => {
  it('installs after showing the scopes, then turns active once its required setting is set', async () => {
    rendered = await renderRoute('/orgs/org_acme/integrations/pulse-analytics');
    const { user, backend } = rendered;
    await user.click(await screen.findByRole('button', { name: 'Install…' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Install Pulse Analytics in Acme Docs?',
    });
    const scopes = within(dialog).getByRole('list', { name: 'What it will be able to do' });
    expect(
      within(scopes).getByText('Inject scripts into your published sites'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Install' }));

    const panel = installationPanel();
    expect(await within(panel).findByText('Needs configuration')).toBeInTheDocument();
    expect(within(panel).getByText(/required settings have a value: Site key/)).toBeInTheDocument();
    // One field per property of `configurations.account`, by type, with its default.
    const siteKey = within(panel).getByLabelText('Site key (required)');
    expect(siteKey).toBeRequired();
    expect(within(panel).getByLabelText('Data region')).toHaveValue('eu');
    // Its choices in words, from the integration's `enumNames`, not the raw values.
    expect(
      within(within(panel).getByLabelText('Data region'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['No value', 'European Union', 'United States']);

    await user.click(within(panel).getByRole('button', { name: 'Save settings' }));
    expect(await within(panel).findByText('Site key is required.')).toBeInTheDocument();
    await waitFor(() => expect(siteKey).toHaveFocus());

    await user.type(siteKey, 'pk_live_42');
    await user.selectOptions(within(panel).getByLabelText('Data region'), 'us');
    await user.click(within(panel).getByRole('checkbox', { name: 'Acme Developer Docs' }));
    await user.click(within(panel).getByRole('button', { name: 'Save settings' }));

    expect(await within(panel).findByText('Active')).toBeInTheDocument();
    expect(within(panel).getByText('It covers 1 site.')).toBeInTheDocument();
    const stored = backend.store.state.installations.find(
      (i) => i.integrationName === 'pulse-analytics' && i.organizationId === 'org_acme',
    );
    expect(stored?.configuration).toEqual({ site_key: 'pk_live_42', region: 'us' });
    expect(stored?.selectedSites).toEqual(['site_docs']);
  });

  it('checks numbers before sending and keeps what was typed', async () => {
    rendered = await renderRoute('/orgs/org_acme/integrations/webhooks');
    const { user } = rendered;
    const timeout = await screen.findByLabelText('Timeout (seconds)');
    expect(timeout).toHaveValue('10');
    await user.clear(timeout);
    await user.type(timeout, 'ten');
    await user.tab();
    expect(await screen.findByText('Timeout (seconds) must be a number.')).toBeInTheDocument();
    expect(timeout).toHaveValue('ten');
  });

  it('puts a 400 from the update next to the setting it names', async () => {
    rendered = await renderRoute('/orgs/org_acme/integrations/acme-analytics');
    const { user, backend } = rendered;
    const trackingId = await screen.findByLabelText('Tracking ID (required)');
    // A new version was published meanwhile: the tracking id is now a number.
    const integration = backend.store.state.integrations.find((i) => i.name === 'acme-analytics');
    const account = integration?.configurations.account;
    if (!account) throw new Error('Acme Analytics has account settings in the seed');
    account.properties['tracking_id'] = { type: 'number', title: 'Tracking ID' };

    await user.clear(trackingId);
    await user.type(trackingId, 'ACME-DOCS-02');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText('Must be a number.')).toBeInTheDocument();
    expect(trackingId).toHaveAttribute('aria-invalid', 'true');
    expect(trackingId).toHaveValue('ACME-DOCS-02');
  });

  it('explains a second install: the organization has one already', async () => {
    rendered = await renderRoute('/orgs/org_acme/integrations/pulse-analytics');
    const { user, backend } = rendered;
    await screen.findByRole('button', { name: 'Install…' });
    // Someone else installs it while this page is open.
    const response = await backend.request('/v1/integrations/pulse-analytics/installations', {
      method: 'POST',
      token: 'demo-admin',
      json: { organization: 'org_acme' },
    });
    expect(response.status).toBe(201);

    await user.click(screen.getByRole('button', { name: 'Install…' }));
    await user.click(await screen.findByRole('button', { name: 'Install' }));
    const notice = await screen.findByText('It was already installed.');
    expect(notice.closest('[role="alert"]')).toHaveTextContent(
      /Acme Docs already has an installation of Pulse Analytics: 'inst_/,
    );
    expect(within(installationPanel()).getByText('Needs configuration')).toBeInTheDocument();
  });

  it('uninstalls after a confirmation', async () => {
    rendered = await renderRoute('/orgs/org_acme/integrations/webhooks');
    const { user, backend } = rendered;
    await user.click(await screen.findByRole('button', { name: 'Uninstall…' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Uninstall Webhooks?' });
    await user.click(within(confirm).getByRole('button', { name: 'Uninstall' }));
    expect(await screen.findByText('Not installed in Acme Docs.')).toBeInTheDocument();
    expect(backend.store.state.installations.some((i) => i.integrationName === 'webhooks')).toBe(
      false,
    );
  });

  it('shows members who are not admins the status only', async () => {
    rendered = await renderRoute('/orgs/org_acme/integrations/webhooks', { token: 'demo-reader' });
    const panel = await screen.findByRole('complementary', { name: 'Installation' });
    expect(within(panel).getByText('Needs configuration')).toBeInTheDocument();
    expect(within(panel).getByText(/Only admins of Acme Docs can install/)).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: /Install|Uninstall|Save/ }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Developer view' })).not.toBeInTheDocument();
  });

  it('offers no Install for an integration private to another organization', async () => {
    rendered = await renderRoute('/orgs/org_globex/integrations/acme-analytics');
    const panel = await screen.findByRole('complementary', { name: 'Installation' });
    expect(panel).toHaveTextContent(
      'Not installed in Globex Community. It is private to Acme Docs: it can only be installed there.',
    );
    expect(within(panel).queryByRole('button')).not.toBeInTheDocument();
  });
});
