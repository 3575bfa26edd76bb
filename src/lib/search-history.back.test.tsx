// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { findHeading, renderRoute, type RenderedRoute } from '@/test/render-route';

let rendered: RenderedRoute | undefined;
afterEach(() => rendered?.cleanup());

/** Back, as the browser's button does, then the address the page shows. */
async function back(expected: string) {
  rendered!.router.history.back();
  await waitFor(() => expect(rendered!.router.state.location.href).toBe(expected));
}

describe('Back restores what the person saw', () => {
  it('in the integration catalog: the search, then the category, then the page before', async () => {
    rendered = await renderRoute('/orgs/org_acme');
    const { router, user } = rendered;
    await findHeading('Acme Docs');
    await router.navigate({ to: '/orgs/$orgId/integrations', params: { orgId: 'org_acme' } });
    const chips = await screen.findByRole('group', { name: 'Category' });
    await user.click(within(chips).getByRole('link', { name: 'Analytics' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ category: 'analytics' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search integrations' }), 'pulse');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ category: 'analytics', search: 'pulse' }),
    );

    await back('/orgs/org_acme/integrations?category=analytics');
    await back('/orgs/org_acme/integrations');
    await back('/orgs/org_acme');
  });

  it('in Members: the role filter, then the search, then the page before', async () => {
    rendered = await renderRoute('/orgs/org_acme/settings');
    const { router, user } = rendered;
    await router.navigate({ to: '/orgs/$orgId/settings/members', params: { orgId: 'org_acme' } });
    await findHeading('Members');
    await user.type(screen.getByRole('searchbox', { name: 'Search members' }), 'rhea{Enter}');
    await waitFor(() => expect(router.state.location.search).toEqual({ search: 'rhea' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'review');
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ search: 'rhea', role: 'review' }),
    );

    await back('/orgs/org_acme/settings/members?search=rhea');
    await back('/orgs/org_acme/settings/members');
    await back('/orgs/org_acme/settings');
  });
});
