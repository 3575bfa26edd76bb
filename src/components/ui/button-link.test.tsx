// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInRouter } from '@/test/render-in-router';
import { buttonClass } from './button';
import { ButtonLink } from './button-link';

afterEach(cleanup);

// The router adds its own `active` class to a link to the current page.
const classesOf = (element: HTMLElement) => [...element.classList];

describe('ButtonLink', () => {
  it('is a link to its route with the classes of a secondary button by default', async () => {
    await renderInRouter(() => <ButtonLink to="/">Home</ButtonLink>);
    const link = await screen.findByRole('link', { name: 'Home' });
    expect(link.getAttribute('href')).toBe('/');
    expect(classesOf(link)).toEqual(expect.arrayContaining(buttonClass('secondary').split(' ')));
  });

  it('takes the variant it is given', async () => {
    await renderInRouter(() => (
      <ButtonLink to="/" variant="primary">
        Start
      </ButtonLink>
    ));
    const link = await screen.findByRole('link', { name: 'Start' });
    expect(classesOf(link)).toEqual(expect.arrayContaining(buttonClass('primary').split(' ')));
  });
});
