// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { findHeading, renderRoute, type RenderedRoute } from '@/test/render-route';

let rendered: RenderedRoute | undefined;
afterEach(() => rendered?.cleanup());

describe('Search', () => {
  it('puts the query in the URL and shows the matching spaces', async () => {
    rendered = await renderRoute('/orgs/org_acme/search');
    const { user, router } = rendered;
    await findHeading('Search');
    expect(screen.getByText('Type words to look for and press Search.')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search content' }), ' token {Enter}');
    expect(await screen.findByRole('region', { name: 'Space API Reference' })).toBeInTheDocument();
    expect(router.state.location.search).toEqual({ query: 'token' });
    expect(screen.getByRole('status')).toHaveTextContent(/match(es)? “token”/);
  });

  it('says when nothing matches, and shows the URL’s query in the box', async () => {
    rendered = await renderRoute('/orgs/org_acme/search?query=zzzqqq');
    await findHeading('Search');
    expect(await screen.findByText('No results for “zzzqqq”.')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search content' })).toHaveValue('zzzqqq');
  });
});
