// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { HighlightedExcerpt, SectionHits } from './highlighted';

afterEach(cleanup);

describe('HighlightedExcerpt', () => {
  it('is a paragraph of the body with the words of the query marked', () => {
    const { container } = render(
      <HighlightedExcerpt className="excerpt" body="Install the widget first." query="widget" />,
    );
    const paragraph = container.querySelector('p');
    expect(paragraph?.className).toBe('excerpt');
    expect(paragraph?.textContent).toBe('Install the widget first.');
    expect([...container.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual([
      'widget',
    ]);
  });
});

describe('SectionHits', () => {
  it('lists each section with the title the caller draws and its excerpt', () => {
    const { container } = render(
      <SectionHits
        sections={[
          { id: 's1', title: 'Setup', body: 'Install the widget.' },
          { id: 's2', title: 'Usage', body: 'Run the widget daily.' },
        ]}
        query="widget"
        title={(section) => <strong>{section.title}</strong>}
      />,
    );
    const items = [...container.querySelectorAll('ul > li')];
    expect(items.map((item) => item.querySelector('strong')?.textContent)).toEqual([
      'Setup',
      'Usage',
    ]);
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Install the widget.',
      'Run the widget daily.',
    ]);
  });
});
