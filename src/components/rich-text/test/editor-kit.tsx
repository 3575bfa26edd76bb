import type { ReactNode } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { componentSchema } from '@/backend/core/http/contract';
import { describeValidationErrors, validatorFor } from '@/backend/http/schema-validator';
import { documentToSlate, slateToDocument } from '../convert';
import { RichTextEditor } from '../rich-text-editor';
import type { Descendant, Document, DocumentBlock } from '../slate-types';

/*
 * What the editor's component tests share: an editor over some blocks, the Document it would
 * save, and the contract's verdict on that Document.
 */

const meta = { object: 'document' as const, data: { schemaVersion: 1 } };
const validateDocument = validatorFor(componentSchema('Document'), { coerce: false });

/** 'valid', or what the contract says is wrong with the Document. */
export function contractProblems(document: unknown): string {
  return validateDocument(document)
    ? 'valid'
    : describeValidationErrors(validateDocument.errors, 'document');
}

/** `wrapper` puts the editor inside providers (the people a `users` cell can name). */
export function renderEditor(
  nodes: readonly unknown[],
  options: { wrapper?: (props: { children: ReactNode }) => ReactNode } = {},
) {
  const onContentChange = vi.fn<(value: Descendant[]) => void>();
  render(
    <RichTextEditor
      label="Body"
      initialValue={documentToSlate({ nodes: nodes as DocumentBlock[] })}
      onContentChange={onContentChange}
    />,
    { wrapper: options.wrapper },
  );
  const saved = (): Document => {
    const value = onContentChange.mock.lastCall?.[0];
    if (!value) throw new Error('The editor reported no change.');
    return slateToDocument(value, meta);
  };
  /** The saved Document, checked against the contract first. */
  const savedValid = (): Document => {
    const document = saved();
    expect(contractProblems(document)).toBe('valid');
    return document;
  };
  const user = userEvent.setup();
  return {
    user,
    editor: screen.getByRole('textbox', { name: 'Body' }),
    saved,
    savedValid,
    /** Chooses an entry of the toolbar's Insert menu. */
    insert: async (name: string) => {
      await user.click(screen.getByRole('button', { name: 'Insert' }));
      await user.click(await screen.findByRole('menuitem', { name }));
    },
    /** Waits for the caret to be back in the writing area (after a menu or a form). */
    backInText: () =>
      waitFor(() => expect(screen.getByRole('textbox', { name: 'Body' })).toHaveFocus()),
    /**
     * Puts the caret in the first text of a block by clicking it, as a person would. Keys typed
     * right after a menu closes can race the editor taking its selection back under a
     * simulated DOM (not in a browser), so tests place the caret before they type.
     */
    caretInto: async (block: HTMLElement) => {
      const text = block.querySelector('[data-slate-leaf]');
      if (!(text instanceof HTMLElement)) throw new Error('The block holds no text.');
      await user.click(text);
    },
    dialog: (name: RegExp | string) => screen.findByRole('dialog', { name }),
    within,
  };
}
