// @vitest-environment happy-dom
import '@/components/rich-text/native-before-input';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { findHeading, renderRoute, type RenderedRoute } from '@/test/render-route';

let rendered: RenderedRoute | undefined;
afterEach(() => rendered?.cleanup());

const pages = '/orgs/org_acme/spaces/space_handbook/pages';

describe('Space pages', () => {
  it('shows the page tree beside a page read-only, and another page at its own address', async () => {
    rendered = await renderRoute(`${pages}/page_handbook_on_call`, { token: 'demo-reader' });
    const { user, router } = rendered;
    await findHeading('On-call');
    const page = screen.getByRole('article', { name: 'On-call' });
    expect(page).toHaveTextContent('Each team runs a weekly rotation');
    const tree = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(tree).getByRole('link', { name: 'On-call' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await user.click(within(tree).getByRole('link', { name: 'Code review' }));
    const next = await screen.findByRole('article', { name: 'Code review' });
    expect(next).toHaveTextContent('Keep pull requests under 400 changed lines');
    expect(router.state.location.pathname).toBe(`${pages}/page_handbook_code_review`);
  });

  it('opens on the space’s first page from the space', async () => {
    rendered = await renderRoute('/orgs/org_acme/spaces/space_handbook', { token: 'demo-reader' });
    const { user, router } = rendered;
    await user.click(await screen.findByRole('link', { name: 'Read pages' }));
    const tree = await screen.findByRole('navigation', { name: 'Pages' });
    const current = within(tree)
      .getAllByRole('link')
      .find((link) => link.getAttribute('aria-current') === 'page');
    expect(current).toBe(within(tree).getAllByRole('link')[0]);
    expect(await screen.findByRole('article', { name: current!.textContent! })).toBeVisible();
    expect(router.state.location.pathname).toMatch(/\/pages\/page_handbook_/);
  });
});
