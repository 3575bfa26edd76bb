// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { findHeading, renderRoute, type RenderedRoute } from '@/test/render-route';

let rendered: RenderedRoute | undefined;
afterEach(() => rendered?.cleanup());

async function openTeams(options: { token?: string; path?: string; seed?: 'large' } = {}) {
  rendered = await renderRoute(options.path ?? '/orgs/org_acme/settings/teams', {
    ...(options.token ? { token: options.token } : {}),
    ...(options.seed ? { seed: options.seed } : {}),
  });
  await findHeading('Teams');
  return rendered;
}

const teamNames = () =>
  within(screen.getByRole('table'))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

const teamsOf = (orgId: string) =>
  rendered?.backend.store.state.teams.filter((team) => team.organizationId === orgId) ?? [];

describe('Settings › Teams', () => {
  it('lists every team for an admin, searched by title in the URL', async () => {
    const { user, router } = await openTeams();
    expect(teamNames()).toEqual([
      'Docs writers',
      'Engineering',
      'Partners',
      'Security reviewers',
      'Support',
    ]);
    expect(screen.getByRole('button', { name: 'Create team' })).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search teams' }), 'ENG{Enter}');
    await waitFor(() => expect(router.state.location.search).toEqual({ search: 'ENG' }));
    await waitFor(() => expect(teamNames()).toEqual(['Engineering']));
    expect(screen.getByRole('status')).toHaveTextContent('1 team matches “ENG”.');
  });

  it('loads more teams a page at a time', async () => {
    const { user } = await openTeams({ path: '/orgs/org_large/settings/teams', seed: 'large' });
    expect(teamNames()).toHaveLength(25);
    await user.click(screen.getByRole('button', { name: 'Load more teams' }));
    await waitFor(() => expect(teamNames()).toHaveLength(50));
  });

  it('creates a team with members picked by name and pasted as emails', async () => {
    const { user, router } = await openTeams();
    await user.click(screen.getByRole('button', { name: 'Create team' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create team' });
    await user.type(within(dialog).getByLabelText('Title'), 'Platform');
    const picker = within(dialog).getByRole('combobox', { name: 'Members' });
    await user.type(picker, 'hana');
    await user.click(await within(dialog).findByRole('option', { name: /Hana Ito/ }));
    expect(within(dialog).getByRole('button', { name: 'Remove Hana Ito' })).toBeInTheDocument();

    await user.click(picker);
    await user.paste('omar@acme.test, NOBODY@acme.test\nlena@acme.test');
    expect(
      await within(dialog).findByText(
        'This matches no member of the organization: NOBODY@acme.test.',
      ),
    ).toBeInTheDocument();
    expect(picker).toHaveValue('NOBODY@acme.test');
    expect(within(dialog).getByRole('button', { name: 'Remove Omar Haddad' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove Lena Fischer' }));

    await user.click(within(dialog).getByRole('button', { name: 'Create team' }));
    await findHeading('Platform');
    const created = teamsOf('org_acme').find((team) => team.title === 'Platform');
    expect(created?.members.map((member) => member.userId).sort()).toEqual([
      'user_hana',
      'user_omar',
    ]);
    expect(router.state.location.pathname).toBe(`/orgs/org_acme/settings/teams/${created?.id}`);
  });

  it('checks the title before sending and keeps what was typed', async () => {
    const { user } = await openTeams();
    await user.click(screen.getByRole('button', { name: 'Create team' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create team' });
    const title = within(dialog).getByLabelText('Title');
    await user.type(title, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Create team' }));
    expect(title).toHaveAccessibleDescription('Title is required.');
    await user.clear(title);
    await user.paste('x'.repeat(65));
    expect(title).toHaveAccessibleDescription(/Title must be at most 64 characters/);
    expect(title).toHaveValue('x'.repeat(65));
    expect(teamsOf('org_acme')).toHaveLength(5);
  });

  it('refuses a second team of the same name next to its title', async () => {
    const { user } = await openTeams();
    await user.click(screen.getByRole('button', { name: 'Create team' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create team' });
    const title = within(dialog).getByLabelText('Title');
    await user.type(title, ' engineering ');
    await user.click(within(dialog).getByRole('button', { name: 'Create team' }));
    await waitFor(() =>
      expect(title).toHaveAccessibleDescription(/'Engineering' is already the name of a team/),
    );
    expect(title).toHaveValue(' engineering ');
    expect(teamsOf('org_acme')).toHaveLength(5);
    // The refusal stays while the title does not change, so leaving the field does not move
    // Cancel from under the pointer, and Cancel closes the dialog.
    await user.tab();
    expect(title).toHaveAccessibleDescription(/'Engineering' is already the name of a team/);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(teamsOf('org_acme')).toHaveLength(5);
  });

  it('shows an owner who is not an admin only the teams they own', async () => {
    await openTeams({ token: 'demo-editor' });
    expect(teamNames()).toEqual(['Engineering']);
    expect(screen.getByText(/These are the teams you own/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create team' })).not.toBeInTheDocument();
  });

  it('shows a reader every team, read only', async () => {
    await openTeams({ token: 'demo-reader' });
    expect(teamNames()).toHaveLength(5);
    expect(screen.getByText(/Only admins and a team’s owners change teams/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create team' })).not.toBeInTheDocument();
  });

  it('says when an organization has no team', async () => {
    rendered = await renderRoute('/orgs/org_umbrella/settings/teams', { token: 'demo-umbrella' });
    await findHeading('Teams');
    expect(screen.getByText('No teams yet.')).toBeInTheDocument();
  });
});
