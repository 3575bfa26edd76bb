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
  it('lets an admin change a member’s role', async () => {
    const { user } = await openMembers('?search=rita');
    const select = screen.getByRole('combobox', { name: 'Role of Rita Reader' });
    expect(select).toHaveValue('read');
    await user.selectOptions(select, 'edit');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Role of Rita Reader' })).toHaveValue('edit'),
    );
    expect(await screen.findByText(/Rita Reader’s role is now Edit/)).toBeInTheDocument();
  });

  it('shows the refusal to demote the last admin next to the select', async () => {
    const { user } = await openMembers('?role=admin');
    // Hana is the other admin: once she edits, Ada is the last one.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role of Hana Ito' }), 'edit');
    await waitFor(() => expect(screen.queryByText('Hana Ito')).not.toBeInTheDocument());
    const select = screen.getByRole('combobox', { name: 'Role of Ada Admin' });
    await user.selectOptions(select, 'read');
    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent(/last admin/);
    expect(select.parentElement).toContainElement(refusal);
    expect(select).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(select).toHaveValue('admin'));
  });

  it('removes a member once the admin confirms what they lose', async () => {
    const { user } = await openMembers();
    expect(screen.getByRole('status')).toHaveTextContent('19 members.');
    await user.type(screen.getByRole('searchbox', { name: 'Search members' }), 'rita{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Remove Rita Reader' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove Rita Reader?' });
    expect(dialog).toHaveTextContent(/loses access to Acme Docs and leaves all their teams/);
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('No member matches these filters.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear the filters' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('18 members.'));
  });

  it('shows a reader no controls, and why', async () => {
    await openMembers('', 'demo-reader');
    expect(screen.getByRole('table', { name: 'Members' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /^Role of/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    expect(screen.getByText(/Only admins change a member’s role/)).toBeInTheDocument();
  });
});
