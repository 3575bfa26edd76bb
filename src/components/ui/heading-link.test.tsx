// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInRouter } from '@/test/render-in-router';
import { HeadingLink } from './heading-link';

afterEach(cleanup);

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
