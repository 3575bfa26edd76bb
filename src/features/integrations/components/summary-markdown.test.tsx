// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SummaryMarkdown } from './summary-markdown';

afterEach(cleanup);

describe('SummaryMarkdown', () => {
  it('renders Markdown as elements and never HTML', () => {
    const { container } = render(
      <SummaryMarkdown
        source={
          '## Setup\n\nPaste your **key**, see [the docs](https://pulse.example/docs) or [mail us](mailto:help@pulse.example).\n\n<script>alert(1)</script> <img src=x onerror=alert(1)>\n\n- [bad](javascript:alert(1))\n- `code`'
        }
      />,
    );
    expect(screen.getByRole('heading', { level: 4, name: 'Setup' })).toBeInTheDocument();
    expect(screen.getByText('key').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'the docs' })).toHaveAttribute(
      'href',
      'https://pulse.example/docs',
    );
    expect(screen.getByRole('link', { name: 'mail us' })).toHaveAttribute(
      'href',
      'mailto:help@pulse.example',
    );
    expect(container.querySelector('script, img')).toBeNull();
    expect(screen.getByText(/<script>alert\(1\)<\/script>/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'bad' })).not.toBeInTheDocument();
    expect(screen.getByText('bad')).toBeInTheDocument();
    expect(container.querySelector('a[href^="javascript"]')).toBeNull();
  });
});
