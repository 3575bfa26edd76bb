// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { findHeading, renderRoute, type RenderedRoute } from '@/test/render-route';

let rendered: RenderedRoute | undefined;
afterEach(() => rendered?.cleanup());

const acme = () => rendered?.backend.store.state.organizations.find((o) => o.id === 'org_acme');

async function openSettings(token?: string) {
  rendered = await renderRoute('/orgs/org_acme/settings', token ? { token } : {});
  await findHeading('Settings');
  return rendered;
}

describe('Organization settings', () => {
  it('saves only what changed, and confirms', async () => {
    const { user } = await openSettings();
    const title = screen.getByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'Acme Handbook');
    await user.type(screen.getByLabelText('Add an email domain'), 'docs.acme.test{Enter}');
    expect(screen.getByRole('list', { name: 'Email domains' })).toHaveTextContent('docs.acme.test');
    await user.click(screen.getByRole('switch', { name: 'AI features' }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText('Acme Handbook was updated.')).toBeInTheDocument();
    expect(acme()?.title).toBe('Acme Handbook');
    expect(acme()?.emailDomains).toContain('docs.acme.test');
    expect(acme()?.ai).toBe(false);
    expect(screen.getByLabelText('Title')).toHaveValue('Acme Handbook');
  });

  it('says so when nothing changed', async () => {
    const { user } = await openSettings();
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('No setting was changed.')).toBeInTheDocument();
  });

  it('reports bad input next to each field, focuses the first, and keeps the input', async () => {
    const { user } = await openSettings();
    const title = screen.getByLabelText('Title');
    await user.clear(title);
    const hostname = screen.getByLabelText('Hostname');
    await user.clear(hostname);
    await user.type(hostname, 'not a hostname');
    const logo = screen.getByLabelText('Logo URL');
    await user.type(logo, 'ftp://files.acme.test/logo.png');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText('Enter a title.')).toBeInTheDocument();
    await waitFor(() => expect(title).toHaveFocus());
    expect(hostname).toHaveAccessibleDescription(/at least three labels/);
    expect(hostname).toHaveValue('not a hostname');
    expect(logo).toHaveAccessibleDescription(/http:\/\/ or https:\/\//);
    expect(logo).toHaveValue('ftp://files.acme.test/logo.png');
    expect(acme()?.hostname).toBe('acme.folio.example');

    await user.click(title);
    await user.paste('x'.repeat(101));
    expect(title).toHaveAccessibleDescription(/Title must be at most 100 characters/);
  });

  it('checks an email domain before it joins the list, keeping what was typed', async () => {
    const { user } = await openSettings();
    const input = screen.getByLabelText('Add an email domain');
    await user.type(input, 'Not A Domain!');
    await user.click(screen.getByRole('button', { name: 'Add domain' }));
    expect(input).toHaveAccessibleDescription(/is not a valid email domain/);
    expect(input).toHaveValue('Not A Domain!');
    await user.clear(input);
    await user.type(input, 'acme.test');
    await user.click(screen.getByRole('button', { name: 'Add domain' }));
    expect(input).toHaveAccessibleDescription('acme.test is already in the list.');
    await user.click(screen.getByRole('button', { name: 'Remove acme.test' }));
    expect(screen.getByText('No email domains.')).toBeInTheDocument();
  });

  it('shows the backend refusing another organization’s site next to the id', async () => {
    const { user } = await openSettings();
    await user.selectOptions(screen.getByLabelText('Default content type'), 'site');
    const id = screen.getByLabelText(/^Default content id/);
    await user.clear(id);
    await user.type(id, 'site_globex_docs');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    await waitFor(() =>
      expect(id).toHaveAccessibleDescription(
        /'site_globex_docs' is not a site of this organization/,
      ),
    );
    expect(id).toHaveValue('site_globex_docs');
    expect(screen.getByLabelText('Default content type')).toHaveValue('site');
    await waitFor(() => expect(id).toHaveFocus());
    // The pointer is read, not shown; the message goes when the person edits the field.
    expect(screen.queryByText(/\/defaultContent/)).not.toBeInTheDocument();
    await user.type(id, 'x');
    expect(screen.queryByText(/is not a site of this organization/)).not.toBeInTheDocument();
  });

  it('keeps every edit when the save fails', async () => {
    const { user, backend } = await openSettings();
    const title = screen.getByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'Acme Offline');
    await user.selectOptions(screen.getByLabelText('Merge rule type'), 'rules');
    await user.click(screen.getByRole('button', { name: 'Add rule' }));
    const rules = screen.getAllByLabelText(/^Rule \d+$/);
    const last = rules.length;
    await user.selectOptions(screen.getByLabelText(`Rule ${last}`), 'require_specific_reviewers');
    await user.type(screen.getByLabelText(`Add to reviewers for rule ${last}`), 'Priya');
    await user.click(await screen.findByRole('option', { name: /Priya Natarajan/ }));
    backend.backend.setFaults({ latencyMs: 0, errorRate: 1, status: 503 });
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    const form = screen.getByRole('form', { name: 'Organization settings' });
    expect(await within(form).findByRole('alert')).toHaveTextContent(/./);
    expect(title).toHaveValue('Acme Offline');
    expect(screen.getByRole('list', { name: `Reviewers for rule ${last}` })).toHaveTextContent(
      'Priya Natarajan',
    );
    expect(acme()?.title).toBe('Acme Docs');
  });

  it('checks the merge rules before sending', async () => {
    const { user } = await openSettings();
    await user.selectOptions(screen.getByLabelText('Merge rule type'), 'rules');
    await user.click(screen.getByRole('button', { name: 'Add rule' }));
    const last = screen.getAllByLabelText(/^Rule \d+$/).length;
    await user.selectOptions(screen.getByLabelText(`Rule ${last}`), 'allow_bypass');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(screen.getByLabelText('Merge rule type')).toHaveAccessibleDescription(
      `Rule ${last} needs at least one person.`,
    );
  });

  it('picks reviewers by name and refuses people who cannot review', async () => {
    const { user } = await openSettings();
    // Acme's seeded rules: Rhea is the reviewer the first rule asks for, named once looked up.
    const picked = screen.getByRole('list', { name: 'Reviewers for rule 1' });
    expect(await within(picked).findByText('Rhea Reviewer')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Add to reviewers for rule 1'), 'Eddie');
    const eddie = await screen.findByRole('option', { name: /Eddie Editor/ });
    expect(eddie).toHaveAttribute('aria-disabled', 'true');
    expect(eddie).toHaveTextContent('Cannot review (role edit)');
    await user.click(eddie);
    expect(screen.getByRole('list', { name: 'Reviewers for rule 1' })).not.toHaveTextContent(
      'Eddie',
    );
    await user.click(screen.getByRole('button', { name: 'Remove Rhea Reviewer' }));
    expect(screen.queryByRole('list', { name: 'Reviewers for rule 1' })).not.toBeInTheDocument();
  });

  it('is read-only for a reader, who is told why', async () => {
    await openSettings('demo-reader');
    expect(
      screen.getByText('Only organization admins can change settings. Your role: read.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save settings' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Discard changes' })).toBeDisabled();
    expect(screen.getByLabelText('Title')).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'AI features' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add domain' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Revoke invite link' })).toBeDisabled();
  });

  it('discards changes back to the saved settings', async () => {
    const { user } = await openSettings();
    const title = screen.getByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'Scratch');
    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(title).toHaveValue('Acme Docs');
  });

  it('asks before revoking an invite link', async () => {
    const { user } = await openSettings();
    await user.click(screen.getByRole('button', { name: 'Revoke invite link' }));
    expect(screen.getByLabelText('Invite link id')).toHaveAccessibleDescription(
      'Enter the id of the invite link.',
    );
    await user.type(screen.getByLabelText('Invite link id'), 'invite_acme_readers');
    await user.click(screen.getByRole('button', { name: 'Revoke invite link' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Revoke this invite link?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByLabelText('Invite link id')).toHaveValue('invite_acme_readers');

    await user.click(screen.getByRole('button', { name: 'Revoke invite link' }));
    const again = await screen.findByRole('alertdialog', { name: 'Revoke this invite link?' });
    await user.click(within(again).getByRole('button', { name: 'Revoke' }));
    expect(
      await screen.findByText('Invite link invite_acme_readers was revoked, or it did not exist.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Invite link id')).toHaveValue('');
  });
});
