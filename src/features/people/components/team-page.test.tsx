// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { findHeading, renderRoute, type RenderedRoute } from '@/test/render-route';

let rendered: RenderedRoute | undefined;
afterEach(() => rendered?.cleanup());

async function openTeam(teamId = 'team_engineering', token?: string) {
  rendered = await renderRoute(`/orgs/org_acme/settings/teams/${teamId}`, token ? { token } : {});
  return rendered;
}

const team = (teamId = 'team_engineering') =>
  rendered?.backend.store.state.teams.find((t) => t.id === teamId);
const roleOf = (userId: string) => team()?.members.find((m) => m.userId === userId)?.role;

/** The PUTs of the team's members the screen sends from now on. */
function countBulkPuts(current: RenderedRoute) {
  const puts: unknown[] = [];
  current.backend.server.events.on('request:start', ({ request }) => {
    if (request.method === 'PUT' && new URL(request.url).pathname.endsWith('/members'))
      puts.push(request.url);
  });
  return puts;
}

describe('Team page', () => {
  it('changes a team role from its row, with Undo that restores the previous one', async () => {
    const { user } = await openTeam();
    await findHeading('Engineering');
    await user.selectOptions(screen.getByLabelText('Team role of Omar Haddad'), 'owner');
    await waitFor(() => expect(roleOf('user_omar')).toBe('owner'));
    expect(await screen.findByText('Omar Haddad is now an owner of Engineering')).toBeVisible();
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(roleOf('user_omar')).toBe('member'));
  });

  it('asks before the only owner steps down, and shows the refusal in full', async () => {
    const { user } = await openTeam('team_engineering', 'demo-editor');
    await findHeading('Engineering');
    const select = screen.getByLabelText('Team role of Eddie Editor');
    await user.selectOptions(select, 'member');
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Stop being an owner of Engineering?',
    });
    expect(dialog).toHaveTextContent(/You will no longer manage the members of Engineering/);
    await user.click(within(dialog).getByRole('button', { name: 'Make me a member' }));
    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent(
      "Eddie Editor’s team role was not changed: Eddie Editor is the last owner of the team 'Engineering', so you cannot change their team role. Make another member an owner first.",
    );
    expect(select).toHaveAccessibleDescription(/last owner/);
    expect(roleOf('user_eddie')).toBe('owner');
    await waitFor(() => expect(select).toHaveValue('owner'));
  });

  it('lets an owner step down once another owns the team, saying they cannot undo it', async () => {
    const { user } = await openTeam('team_engineering', 'demo-editor');
    await findHeading('Engineering');
    await user.selectOptions(screen.getByLabelText('Team role of Omar Haddad'), 'owner');
    await waitFor(() => expect(roleOf('user_omar')).toBe('owner'));
    await user.selectOptions(screen.getByLabelText('Team role of Eddie Editor'), 'member');
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Stop being an owner of Engineering?',
    });
    expect(dialog).toHaveTextContent(/Only an admin or another owner can make you an owner again/);
    await user.click(within(dialog).getByRole('button', { name: 'Make me a member' }));
    await waitFor(() => expect(roleOf('user_eddie')).toBe('member'));
    expect(await screen.findByText('You are now a member of Engineering')).toBeVisible();
  });

  it('acts on the selected members in one request, with Undo for a removal', async () => {
    const current = await openTeam();
    const { user } = current;
    await findHeading('Engineering');
    const puts = countBulkPuts(current);
    await user.click(screen.getByRole('checkbox', { name: 'Select Lena Fischer' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Tom Okafor' }));
    const bar = screen.getByRole('region', { name: 'Selected members' });
    expect(within(bar).getByRole('status')).toHaveTextContent('2 members selected');
    await user.click(within(bar).getByRole('button', { name: 'Make owner' }));
    await waitFor(() => expect(roleOf('user_tom')).toBe('owner'));
    expect(roleOf('user_lena')).toBe('owner');
    expect(puts).toHaveLength(1);

    await user.click(screen.getByRole('checkbox', { name: 'Select Lena Fischer' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Carl Creator' }));
    await user.click(screen.getByRole('button', { name: 'Remove from team' }));
    await waitFor(() =>
      expect(screen.queryByRole('checkbox', { name: 'Select Lena Fischer' })).toBeNull(),
    );
    expect(puts).toHaveLength(2);
    expect(team()?.members.map((m) => m.userId)).not.toContain('user_carl');

    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(roleOf('user_lena')).toBe('owner'));
    expect(roleOf('user_carl')).toBe('member');
    expect(puts).toHaveLength(3);
  });

  it('selects every member at once', async () => {
    const { user } = await openTeam();
    await findHeading('Engineering');
    await user.click(screen.getByRole('checkbox', { name: 'Select every member' }));
    expect(screen.getByRole('region', { name: 'Selected members' })).toHaveTextContent(
      '6 members selected',
    );
    await user.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(screen.queryByRole('region', { name: 'Selected members' })).toBeNull();
  });

  it('adds pasted emails in one request and says which match nobody', async () => {
    const current = await openTeam();
    const { user } = current;
    await findHeading('Engineering');
    const puts = countBulkPuts(current);
    await user.click(screen.getByRole('button', { name: 'Add members' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add members to Engineering' });
    const picker = within(dialog).getByRole('combobox', { name: 'Members to add' });
    await user.click(picker);
    await user.paste('hana@acme.test ghost@acme.test\nomar@acme.test, priya@ACME.test');
    expect(
      await within(dialog).findByText(
        'This matches no member of the organization: ghost@acme.test.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Already in the team: Omar Haddad.')).toBeInTheDocument();
    await user.clear(picker);
    await user.click(within(dialog).getByRole('button', { name: 'Add members' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('checkbox', { name: 'Select Priya Natarajan' })).toBeInTheDocument();
    expect(roleOf('user_hana')).toBe('member');
    expect(puts).toHaveLength(1);
  });

  it('shows a refusal of the add next to the picker, keeping the choice', async () => {
    const { user, backend } = await openTeam();
    await findHeading('Engineering');
    await user.click(screen.getByRole('button', { name: 'Add members' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add members to Engineering' });
    await user.click(within(dialog).getByRole('button', { name: 'Add members' }));
    expect(await within(dialog).findByText('Choose at least one member.')).toBeInTheDocument();

    const picker = within(dialog).getByRole('combobox', { name: 'Members to add' });
    await user.type(picker, 'hana@acme.test{Enter}');
    expect(await within(dialog).findByRole('button', { name: 'Remove Hana Ito' })).toBeVisible();
    // Hana leaves the organization before the request is sent.
    const memberships = backend.store.state.memberships;
    memberships.splice(
      memberships.findIndex((m) => m.organizationId === 'org_acme' && m.userId === 'user_hana'),
      1,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add members' }));
    expect(
      await within(dialog).findByText("'user_hana' matches no member of this organization."),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Remove Hana Ito' })).toBeVisible();
  });

  it('renames the team, checking the title first', async () => {
    const { user } = await openTeam();
    await findHeading('Engineering');
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename team' });
    const title = within(dialog).getByLabelText('Title');
    await user.clear(title);
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect(title).toHaveAccessibleDescription('Title is required.');
    await user.type(title, 'Platform engineering');
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    await findHeading('Platform engineering');
    expect(team()?.title).toBe('Platform engineering');
    await waitFor(() =>
      expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent(
        'Platform engineering',
      ),
    );
  });

  it('deletes the team after saying what its members lose', async () => {
    const { user, router } = await openTeam();
    await findHeading('Engineering');
    await user.click(screen.getByRole('button', { name: 'Delete team' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Delete the team “Engineering”?',
    });
    expect(confirm).toHaveTextContent(
      'Its 6 members lose the access the team gives them to 6 spaces',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Delete team' }));
    await findHeading('Teams');
    expect(router.state.location.pathname).toBe('/orgs/org_acme/settings/teams');
    expect(team()).toBeUndefined();
  });

  it('lets an owner manage members but not rename or delete', async () => {
    await openTeam('team_engineering', 'demo-editor');
    await findHeading('Engineering');
    expect(screen.getByText(/You own this team/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add members' })).toBeInTheDocument();
    expect(screen.getByLabelText('Team role of Omar Haddad')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rename' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete team' })).toBeNull();
  });

  it('shows a team the caller does not manage read only', async () => {
    await openTeam('team_docs_writers', 'demo-editor');
    await findHeading('Docs writers');
    expect(screen.getByText(/Only admins and this team’s owners/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add members' })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('says so when the team does not exist', async () => {
    await openTeam('team_nope');
    expect(await screen.findByText(/No team matches “team_nope”/)).toBeInTheDocument();
  });
});
