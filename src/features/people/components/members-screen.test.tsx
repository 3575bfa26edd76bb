// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findHeading, renderRoute, type RenderedRoute } from '@/test/render-route';

let rendered: RenderedRoute | undefined;
afterEach(() => rendered?.cleanup());

async function openMembers(path = '/orgs/org_acme/settings/members', token?: string) {
  rendered = await renderRoute(path, token ? { token } : {});
  await findHeading('Members');
  return rendered;
}

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Members' }))
    .getAllByRole('row')
    .filter((row) => row.getAttribute('aria-rowindex') !== '1');

const rowOf = (name: string) => {
  const row = bodyRows().find((candidate) => within(candidate).queryByText(name));
  if (!row) throw new Error(`no row for ${name}`);
  return row;
};

describe('Settings › Members', () => {
  it('shows each member’s role, teams, SSO, last seen and disabled state', async () => {
    await openMembers();
    const table = screen.getByRole('table', { name: 'Members' });
    expect(table).toHaveAttribute('aria-rowcount', '20');
    expect(screen.getByRole('status')).toHaveTextContent('19 members.');

    const nadia = rowOf('Nadia Benali');
    expect(nadia).toHaveTextContent('nadia@acme.test');
    expect(nadia).toHaveTextContent('Edit');
    expect(nadia).toHaveTextContent('1 team');
    expect(nadia).toHaveTextContent('SSO');
    expect(nadia).toHaveTextContent('12 hours ago');
    expect(nadia).toHaveTextContent('Active');
    expect(rowOf('Jonas Berg')).toHaveTextContent('Email');
    expect(rowOf('Kenji Watanabe')).toHaveTextContent('Disabled');
    expect(rowOf('Felix Braun')).toHaveTextContent('Never');
    expect(rowOf('Amara Obi')).toHaveTextContent('Guest');
    const indexes = bodyRows().map((row) => Number(row.getAttribute('aria-rowindex')));
    expect(indexes[0]).toBe(2);
    expect(indexes).toEqual([...indexes].sort((a, b) => a - b));
  });

  it('keeps the search and the role filter in the URL', async () => {
    const { user, router } = await openMembers();
    await user.type(screen.getByRole('searchbox', { name: 'Search members' }), 'acme.test');
    await user.selectOptions(screen.getByLabelText('Role'), 'edit');
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ search: 'acme.test', role: 'edit' }),
    );
    await waitFor(() => expect(bodyRows()).toHaveLength(4));
    expect(screen.getByRole('status')).toHaveTextContent('4 members match the filters.');
    await user.clear(screen.getByRole('searchbox', { name: 'Search members' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search members' }), 'nobody{Enter}');
    expect(await screen.findByText('No member matches these filters.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear the filters' }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
  });

  it('keeps a role picked while the search is still settling', async () => {
    const { router } = await openMembers();
    // The search settles in the same moment the role is picked, before the page has drawn the
    // role's address: the search must not bring back the filters without the role.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      fireEvent.change(screen.getByRole('searchbox', { name: 'Search members' }), {
        target: { value: 'acme.test' },
      });
      fireEvent.change(screen.getByLabelText('Role'), { target: { value: 'edit' } });
      vi.advanceTimersByTime(300);
    } finally {
      vi.useRealTimers();
    }
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ search: 'acme.test', role: 'edit' }),
    );
  });

  it('opens with the URL’s filters', async () => {
    await openMembers('/orgs/org_acme/settings/members?role=guest');
    expect(screen.getByLabelText('Role')).toHaveValue('guest');
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(rowOf('Gus Guest')).toBeInTheDocument();
  });

  it('renders the same rows for 2,000 members as for Acme’s 19', async () => {
    rendered = await renderRoute('/orgs/org_large/settings/members', { seed: 'large' });
    await findHeading('Members');
    const large = screen.getByRole('table', { name: 'Members' });
    expect(Number(large.getAttribute('aria-rowcount'))).toBeGreaterThan(2000);
    const largeRows = bodyRows().length;
    await rendered.router.navigate({
      to: '/orgs/$orgId/settings/members',
      params: { orgId: 'org_acme' },
    });
    await waitFor(() =>
      expect(screen.getByRole('table', { name: 'Members' })).toHaveAttribute('aria-rowcount', '20'),
    );
    expect(bodyRows().length).toBe(largeRows);
    expect(largeRows).toBeLessThan(20);
  });

  it('asks for the next page only when its rows scroll into view', async () => {
    rendered = await renderRoute('/orgs/org_large/settings/members', { seed: 'large' });
    await findHeading('Members');
    const pages: string[] = [];
    rendered.backend.server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname.endsWith('/members')) pages.push(request.url);
    });
    const table = screen.getByRole('table', { name: 'Members' });
    table.scrollTop = 56 * 205;
    fireEvent.scroll(table);
    await waitFor(() => expect(pages).toHaveLength(1));
    await waitFor(() => {
      const row = bodyRows().find((candidate) => candidate.getAttribute('aria-rowindex') === '208');
      expect(row).toHaveTextContent('@');
    });
  });

  it('tells a guest that members are not for them, and hides the tabs they cannot use', async () => {
    await openMembers('/orgs/org_acme/settings/members', 'demo-guest');
    expect(screen.getByText(/Guests cannot see who else is in Acme Docs/)).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Settings' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['General']);
  });

  it('shows the settings tabs with the current one marked', async () => {
    await openMembers();
    const tabs = screen.getByRole('navigation', { name: 'Settings' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['General', 'Members', 'Teams', 'SSO']);
    expect(within(tabs).getByRole('link', { name: 'Members' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(tabs).getByRole('link', { name: 'General' })).not.toHaveAttribute('aria-current');
  });
});
