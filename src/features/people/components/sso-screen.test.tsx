// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { seedCertificate } from '@/backend/core/store/seed-people';
import { findHeading, renderRoute, type RenderedRoute } from '@/test/render-route';

let rendered: RenderedRoute | undefined;
afterEach(() => rendered?.cleanup());

async function openSso(token?: string) {
  rendered = await renderRoute('/orgs/org_acme/settings/sso', token ? { token } : {});
  return rendered;
}

const providers = () =>
  rendered?.backend.store.state.samlProviders.filter((p) => p.organizationId === 'org_acme') ?? [];
const acme = () => rendered?.backend.store.state.organizations.find((o) => o.id === 'org_acme');
const card = (label: string) => screen.getByRole('region', { name: label });

describe('Settings › SSO', () => {
  it('shows each provider’s status in words and what to enter on its side', async () => {
    await openSso();
    await findHeading('Single sign-on');
    const okta = card('Okta');
    expect(okta).toHaveTextContent('Active');
    expect(okta).toHaveTextContent('Engineering');
    expect(okta).toHaveTextContent('https://app.folio.example/auth/saml/org_acme/saml_okta/acs');
    expect(card('Microsoft Entra ID')).toHaveTextContent('Pending: missing certificate');
  });

  it('lets an address wrap only after a slash or before its query, never mid-word', async () => {
    await openSso();
    await findHeading('Single sign-on');
    const acs = 'https://app.folio.example/auth/saml/org_acme/saml_okta/acs';
    const address = [...card('Okta').querySelectorAll('code')].find(
      (code) => code.textContent === acs,
    );
    // A break opportunity after each slash of the path, and nowhere else.
    expect(address?.querySelectorAll('wbr')).toHaveLength(5);
    expect(
      [...(address?.childNodes ?? [])]
        .filter((node) => node.nodeName !== 'WBR')
        .map((node) => node.textContent),
    ).toEqual(['https://app.folio.example/', 'auth/', 'saml/', 'org_acme/', 'saml_okta/', 'acs']);
  });

  it('copies the ACS URL and says so', async () => {
    const { user } = await openSso();
    await findHeading('Single sign-on');
    await user.click(screen.getByRole('button', { name: 'Copy the ACS URL of Okta' }));
    expect(await screen.findByText('Copied the ACS URL')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(
      'https://app.folio.example/auth/saml/org_acme/saml_okta/acs',
    );
  });

  it('registers a pending provider, then completes it to active', async () => {
    const { user } = await openSso();
    await findHeading('Single sign-on');
    await user.click(screen.getByRole('button', { name: 'Register identity provider' }));
    const dialog = await screen.findByRole('dialog', { name: 'Register identity provider' });
    await user.type(within(dialog).getByLabelText('Label'), 'Test IdP');
    const url = within(dialog).getByLabelText('SSO URL');
    await user.type(url, 'http://idp.example.test/sso');
    await user.click(within(dialog).getByRole('button', { name: 'Register provider' }));
    expect(url).toHaveAccessibleDescription(/SSO URL must be an https address/);
    await user.clear(url);
    await user.type(url, 'https://idp.example.test/sso');
    await user.type(within(dialog).getByLabelText('Issuer'), 'https://idp.example.test/entity');
    await user.selectOptions(within(dialog).getByLabelText('Default team'), 'Support');
    await user.click(within(dialog).getByRole('button', { name: 'Register provider' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(card('Test IdP')).toHaveTextContent('Pending: missing certificate');
    const created = providers().find((p) => p.label === 'Test IdP');
    expect(created?.defaultRole).toBe(acme()?.defaultRole);
    expect(created?.defaultTeam).toBe('team_support');

    await user.click(within(card('Test IdP')).getByRole('button', { name: 'Edit Test IdP' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit Test IdP' });
    const certificate = within(edit).getByLabelText('Certificate');
    await user.click(certificate);
    await user.paste(seedCertificate.slice(0, 300));
    // Checked as it is typed: no need to leave the field to see the problem.
    expect(certificate).toHaveAccessibleDescription(/This is not a whole certificate: paste/);
    await user.clear(certificate);
    await user.paste(seedCertificate);
    expect(certificate).toHaveAccessibleDescription(/A whole certificate/);
    await user.click(within(edit).getByRole('button', { name: 'Save provider' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(card('Test IdP')).toHaveTextContent('Active');
    expect(providers().find((p) => p.label === 'Test IdP')?.certificate).toBe(seedCertificate);
  });

  it('shows a refusal next to its field and keeps the input', async () => {
    const { user, backend } = await openSso();
    await findHeading('Single sign-on');
    await user.click(screen.getByRole('button', { name: 'Register identity provider' }));
    const dialog = await screen.findByRole('dialog', { name: 'Register identity provider' });
    await user.type(within(dialog).getByLabelText('Label'), 'Late team');
    await user.selectOptions(within(dialog).getByLabelText('Default team'), 'Partners');
    // The team is deleted by someone else before the save.
    backend.store.state.teams = backend.store.state.teams.filter((t) => t.id !== 'team_partners');
    await user.click(within(dialog).getByRole('button', { name: 'Register provider' }));
    expect(await within(dialog).findByText(/'team_partners' is not a team/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Label')).toHaveValue('Late team');
    expect(providers()).toHaveLength(2);
  });

  it('refuses a second provider of the same label next to the label', async () => {
    const { user } = await openSso();
    await findHeading('Single sign-on');
    await user.click(screen.getByRole('button', { name: 'Register identity provider' }));
    const dialog = await screen.findByRole('dialog', { name: 'Register identity provider' });
    const label = within(dialog).getByLabelText('Label');
    await user.type(label, 'OKTA');
    await user.click(within(dialog).getByRole('button', { name: 'Register provider' }));
    await waitFor(() =>
      expect(label).toHaveAccessibleDescription(/'Okta' is already the label of a SAML provider/),
    );
    expect(providers()).toHaveLength(2);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getAllByRole('button', { name: 'Delete Okta' })).toHaveLength(1);
  });

  it('deletes a provider once its label is typed, warning when SSO would turn off', async () => {
    const { user } = await openSso();
    await findHeading('Single sign-on');
    const org = acme();
    if (org) org.sso = true;
    await rendered?.queryClient.invalidateQueries();
    await user.click(within(card('Okta')).getByRole('button', { name: 'Delete Okta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Okta?' });
    expect(dialog).toHaveTextContent(
      'Acme Docs requires SSO and Okta is its only active provider. Deleting it turns that requirement off',
    );
    const button = within(dialog).getByRole('button', { name: 'Delete provider' });
    expect(button).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Type “Okta” to confirm'), 'okta');
    expect(button).toBeDisabled();
    await user.clear(within(dialog).getByLabelText('Type “Okta” to confirm'));
    await user.type(within(dialog).getByLabelText('Type “Okta” to confirm'), 'Okta');
    await user.click(button);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Okta' })).toBeNull());
    expect(acme()?.sso).toBe(false);
    expect(providers().map((p) => p.label)).toEqual(['Microsoft Entra ID']);
    expect(
      await screen.findByText(/Members can sign in with any active provider/),
    ).toBeInTheDocument();
  });

  it('tells someone who is not an admin that SSO is for admins, and hides its tab', async () => {
    await openSso('demo-editor');
    await findHeading('Single sign-on');
    expect(
      screen.getByText(/Only admins of Acme Docs can see and change its SSO setup/),
    ).toBeVisible();
    const tabs = screen.getByRole('navigation', { name: 'Settings' });
    expect(within(tabs).queryByRole('link', { name: 'SSO' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Register identity provider' })).toBeNull();
  });
});
