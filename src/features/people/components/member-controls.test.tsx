// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { findHeading, renderRoute, type RenderedRoute } from '@/test/render-route';

let rendered: RenderedRoute | undefined;
afterEach(() => rendered?.cleanup());

async function openMembers(search = '', token?: string) {
  rendered = await renderRoute(`/orgs/org_acme/settings/members${search}`, token ? { token } : {});
  await findHeading('Members');
  return rendered;
}

describe('Settings › Members: roles and removal', () => {
  const roleOf = (userId: string) =>
    rendered?.backend.store.state.memberships.find(
      (m) => m.organizationId === 'org_acme' && m.userId === userId,
    )?.role;

  it('changes a member’s role at once, with Undo that restores the previous one', async () => {
    const { user } = await openMembers('?search=rita');
    const select = await screen.findByRole('combobox', { name: 'Role of Rita Reader' });
    expect(select).toHaveValue('read');
    await user.selectOptions(select, 'edit');
    await waitFor(() => expect(roleOf('user_rita')).toBe('edit'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(await screen.findByText(/Rita Reader’s role is now Edit/)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(roleOf('user_rita')).toBe('read'));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Role of Rita Reader' })).toHaveValue('read'),
    );
  });

  it('asks before demoting another admin, naming what they lose; Cancel changes nothing', async () => {
    const { user } = await openMembers('?role=admin');
    const select = await screen.findByRole('combobox', { name: 'Role of Hana Ito' });
    await user.selectOptions(select, 'edit');
    const dialog = await screen.findByRole('alertdialog', { name: 'Demote Hana Ito?' });
    expect(dialog).toHaveTextContent(/Hana Ito will no longer be an admin of Acme Docs/);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(roleOf('user_hana')).toBe('admin');
    expect(select).toHaveValue('admin');

    await user.selectOptions(select, 'edit');
    const again = await screen.findByRole('alertdialog', { name: 'Demote Hana Ito?' });
    await user.click(within(again).getByRole('button', { name: 'Make Edit' }));
    await waitFor(() => expect(roleOf('user_hana')).toBe('edit'));
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(roleOf('user_hana')).toBe('admin'));
  });

  it('shows the refusal to demote the last admin in full, beside the table', async () => {
    const { user } = await openMembers('?role=admin');
    rendered?.backend.store.state.memberships.forEach((m) => {
      if (m.organizationId === 'org_acme' && m.userId === 'user_hana') m.role = 'edit';
    });
    const select = await screen.findByRole('combobox', { name: 'Role of Ada Admin' });
    await user.selectOptions(select, 'read');
    // Ada is the signed-in admin: demoting herself is asked first, and says what she loses.
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Stop being an admin of Acme Docs?',
    });
    expect(dialog).toHaveTextContent(/You will no longer manage members, teams, SSO/);
    await user.click(within(dialog).getByRole('button', { name: 'Make Read' }));
    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent(
      "Ada Admin’s role was not changed: Ada Admin is the last admin of 'Acme Docs', so you cannot change their role. Make another member an admin first.",
    );
    // Not in a cell of the table, where it would be cut to a few words.
    expect(screen.getByRole('table', { name: 'Members' })).not.toContainElement(refusal);
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription(/last admin/);
    await waitFor(() => expect(select).toHaveValue('admin'));
  });

  it('removes a member once the admin confirms it cannot be undone, and says so after', async () => {
    const { user } = await openMembers();
    expect(screen.getByRole('status')).toHaveTextContent('19 members.');
    await user.type(screen.getByRole('searchbox', { name: 'Search members' }), 'rita{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Remove Rita Reader' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove Rita Reader?' });
    expect(dialog).toHaveTextContent(/loses access to Acme Docs and leaves all their teams/);
    expect(dialog).toHaveTextContent(/This cannot be undone/);
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Rita Reader was removed from Acme Docs')).toBeInTheDocument();
    expect(await screen.findByText('No member matches these filters.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear the filters' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('18 members.'));
  });

  it('asks differently before an admin removes themself', async () => {
    const { user } = await openMembers('?search=ada');
    await user.click(await screen.findByRole('button', { name: 'Remove Ada Admin' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Remove yourself from Acme Docs?',
    });
    expect(dialog).toHaveTextContent(/You lose access to Acme Docs at once/);
    expect(within(dialog).getByRole('button', { name: 'Remove myself' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(roleOf('user_ada')).toBe('admin');
  });

  it('shows a reader no controls, and why', async () => {
    await openMembers('', 'demo-reader');
    expect(screen.getByRole('table', { name: 'Members' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /^Role of/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    expect(screen.getByText(/Only admins change a member’s role/)).toBeInTheDocument();
  });
});
