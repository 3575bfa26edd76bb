// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { HighlightedExcerpt } from './highlighted';

afterEach(cleanup);

describe('HighlightedExcerpt', () => {
  it('is a paragraph of the body with the words of the query marked', () => {
    const { container } = render(
      <HighlightedExcerpt className="excerpt" body="Install the agent first." query="agent" />,
    );
    const paragraph = container.querySelector('p');
    expect(paragraph?.className).toBe('excerpt');
    expect(paragraph?.textContent).toBe('Install the agent first.');
    expect([...container.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual([
      'agent',
    ]);
  });
});
