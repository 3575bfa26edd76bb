// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupSitePage, renderSitePage } from './render-site-page';

afterEach(cleanupSitePage);

describe('Search the site', () => {
  it('marks the matched words and says how many spaces match', async () => {
    const { user } = await renderSitePage({ token: 'demo-reader', part: 'search' });
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
