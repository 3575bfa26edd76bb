// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { documentCorpus } from '@/api/document-corpus';
import { DocumentView } from './document-view';

afterEach(cleanup);

/** Every document of the corpus renders read-only in the Document viewer, with its text. */
describe('the Document corpus in the viewer', () => {
  for (const [name, build] of Object.entries(documentCorpus))
    it(`${name} renders`, () => {
      render(<DocumentView label={name} document={build()} />);
      const view = screen.getByLabelText(name);
      expect(view).toHaveAttribute('contenteditable', 'false');
      expect(view.textContent?.length ?? 0).toBeGreaterThan(100);
    });
});
