// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { findHeading, renderRoute, type RenderedRoute } from '@/test/render-route';

let rendered: RenderedRoute | undefined;
afterEach(() => rendered?.cleanup());

async function openSite() {
  rendered = await renderRoute('/orgs/org_acme/sites/site_docs', { token: 'demo-reader' });
  await findHeading('Acme Developer Docs');
  return rendered;
}

describe('Search the site', () => {
  it('marks the matched words and says how many spaces match', async () => {
    const { user } = await openSite();
    const search = screen.getByRole('region', { name: 'Search the site' });
    await user.type(within(search).getByRole('searchbox', { name: 'Search the site' }), 'deploy');
    await user.click(within(search).getByRole('button', { name: 'Search' }));
    expect(await within(search).findByText(/match(es)? “deploy”/)).toBeVisible();
    expect(search.querySelector('mark')?.textContent).toMatch(/deploy/i);

    const searchbox = within(search).getByRole('searchbox', { name: 'Search the site' });
    await user.clear(searchbox);
    await user.type(searchbox, 'zzqx');
    await user.click(within(search).getByRole('button', { name: 'Search' }));
    expect(await within(search).findByText('Nothing in this site matches “zzqx”.')).toBeVisible();
  });
});
