// @vitest-environment happy-dom
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { HeadingLink } from './heading-link';

afterEach(cleanup);

/** A router whose one page is `page`, so links resolve without the app's routes. */
async function renderInRouter(page: () => React.ReactNode) {
  const router = createRouter({
    routeTree: createRootRoute({ component: page }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(<RouterProvider router={router} />);
  await router.load();
}

describe('HeadingLink', () => {
  it('is a link inside a level-two heading with the title class by default', async () => {
    await renderInRouter(() => (
      <HeadingLink to="/" titleClass="title">
        Home
      </HeadingLink>
    ));
    const heading = await screen.findByRole('heading', { level: 2, name: 'Home' });
    expect(heading.className).toBe('title');
    const link = screen.getByRole('link', { name: 'Home' });
    expect(link.getAttribute('href')).toBe('/');
    expect(heading.contains(link)).toBe(true);
  });

  it('takes the element it is given', async () => {
    await renderInRouter(() => (
      <HeadingLink to="/" as="p">
        Home
      </HeadingLink>
    ));
    const link = await screen.findByRole('link', { name: 'Home' });
    expect(link.parentElement?.tagName).toBe('P');
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
