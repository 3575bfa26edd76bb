// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ExternalLink } from '@/components/ui/details';
import { DocumentView } from './document-view';
import type { Document } from './slate-types';

afterEach(cleanup);

function linkDocument(urls: readonly string[]): Document {
  return {
    object: 'document',
    data: { schemaVersion: 1 },
    nodes: [
      {
        object: 'block',
        type: 'paragraph',
        nodes: urls.map((url, index) => ({
          object: 'inline',
          type: 'link',
          data: { ref: { kind: 'url', url } },
          nodes: [
            { object: 'text', leaves: [{ object: 'leaf', text: `link ${index}`, marks: [] }] },
          ],
        })),
      },
    ],
  };
}

const unsafe = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
];

describe('addresses from data are live only when safe', () => {
  it('renders unsafe document links as text and safe ones as links', () => {
    render(
      <DocumentView
        document={linkDocument([...unsafe, 'https://acme.test/ok'])}
        label="Description"
      />,
    );
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['https://acme.test/ok']);
    for (let index = 0; index < unsafe.length; index += 1)
      expect(screen.getByText(`link ${index}`).closest('a[href]')).toBeNull();
  });

  it('shows an unsafe external address as text', () => {
    render(
      <>
        {unsafe.map((href) => (
          <ExternalLink key={href} href={href} />
        ))}
        <ExternalLink href="https://acme.test/logo.png" />
      </>,
    );
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      'https://acme.test/logo.png',
    ]);
    expect(screen.getAllByText('javascript:alert(1)').length).toBeGreaterThan(0);
  });
});
