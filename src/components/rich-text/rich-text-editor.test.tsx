// @vitest-environment happy-dom
import './native-before-input';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { documentToSlate, slateToDocument } from './convert';
import { DocumentView } from './document-view';
import { RichTextEditor } from './rich-text-editor';
import type { Descendant, DocumentBlock, DocumentNode, LooseDocument } from './slate-types';

afterEach(cleanup);

const meta = { object: 'document' as const, data: { schemaVersion: 1 } };
const text = (value: string): DocumentNode => ({
  object: 'text',
  leaves: [{ object: 'leaf', text: value, marks: [] }],
});
const paragraph = (...nodes: DocumentNode[]): DocumentBlock => ({
  object: 'block',
  type: 'paragraph',
  nodes,
});

/** A table and a mention the editor does not know, with keys and data of their own. */
const table: DocumentBlock = {
  object: 'block',
  type: 'table',
  key: 'tbl',
  data: { rows: 2, columns: ['Name', 'Owner'] },
  nodes: [paragraph(text('cell'))],
};
const mention = {
  object: 'inline',
  type: 'mention',
  isVoid: true,
  data: { user: 'user_ada' },
  nodes: [],
} as unknown as DocumentNode;

function renderEditor(nodes: DocumentBlock[]) {
  const onContentChange = vi.fn<(value: Descendant[]) => void>();
  render(
    <RichTextEditor
      label="Body"
      initialValue={documentToSlate({ nodes })}
      onContentChange={onContentChange}
    />,
  );
  const saved = (): LooseDocument => {
    const value = onContentChange.mock.lastCall?.[0];
    if (!value) throw new Error('The editor reported no change.');
    return slateToDocument(value, meta);
  };
  return { user: userEvent.setup(), editor: screen.getByRole('textbox', { name: 'Body' }), saved };
}

describe('the toolbar', () => {
  it.each([
    ['Heading 1', 'heading-1', 1],
    ['Heading 2', 'heading-2', 2],
    ['Heading 3', 'heading-3', 3],
  ] as const)(
    'turns a paragraph into a %s, whose level matches its name',
    async (label, type, level) => {
      const { user, editor, saved } = renderEditor([paragraph(text('Deploys'))]);
      await user.click(within(editor).getByText('Deploys'));
      const blockType = screen.getByRole('combobox', { name: 'Block type' });
      await waitFor(() => expect(blockType).toHaveValue('paragraph'));

      await user.selectOptions(blockType, label);

      expect(within(editor).getByRole('heading', { level, name: 'Deploys' })).toBeInTheDocument();
      expect(blockType).toHaveValue(type);
      expect(saved().nodes).toEqual([
        { object: 'block', type, data: {}, nodes: [text('Deploys')] },
      ]);
    },
  );

  it('marks the selection bold from the keyboard and says so on the Bold button', async () => {
    const { user, editor, saved } = renderEditor([paragraph(text('Fast'))]);
    await user.click(within(editor).getByText('Fast'));
    const bold = screen.getByRole('button', { name: 'Bold' });
    expect(bold).toHaveAttribute('aria-pressed', 'false');
    await user.keyboard('{Control>}b{/Control}');
    await waitFor(() => expect(bold).toHaveAttribute('aria-pressed', 'true'));
    await user.keyboard(' lane');
    expect(JSON.stringify(saved())).toContain(
      '{"object":"leaf","text":" lane","marks":[{"object":"mark","type":"bold"}]}',
    );
  });

  it('refuses a bad link address next to its field, keeps it, and links a good one', async () => {
    const { user, editor } = renderEditor([paragraph(text('Read '))]);
    await user.click(within(editor).getByText('Read'));
    await user.keyboard('{Control>}k{/Control}');
    const form = await screen.findByRole('dialog', { name: 'Add link' });
    const address = within(form).getByLabelText('Link address');
    await user.type(address, 'status page');
    await user.click(within(form).getByRole('button', { name: 'Add link' }));
    expect(address).toHaveAccessibleDescription(/full address starting with https/);
    expect(address).toHaveValue('status page');

    await user.clear(address);
    await user.type(address, 'https://status.acme.test');
    await user.type(within(form).getByLabelText('Link text'), 'the status page');
    await user.click(within(form).getByRole('button', { name: 'Add link' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(editor).getByRole('link', { name: 'the status page' })).toHaveAttribute(
      'href',
      'https://status.acme.test',
    );
  });
});

describe('unknown nodes', () => {
  it('are named, cannot be edited, and come back unchanged after edits around them', async () => {
    const { user, editor, saved } = renderEditor([
      paragraph(text('Before')),
      table,
      paragraph(text('Ask '), mention, text(' first')),
    ]);
    const block = within(editor).getByRole('note');
    expect(within(block).getByText(/Unsupported block: table/)).toHaveAttribute(
      'contenteditable',
      'false',
    );
    expect(within(editor).getByText('[Unsupported: mention]').parentElement).toHaveAttribute(
      'contenteditable',
      'false',
    );

    await user.click(within(editor).getByText('Before'));
    await user.keyboard(' and after');

    const document = saved();
    expect(document.nodes[0]).toEqual(paragraph(text('Before and after')));
    expect(document.nodes[1]).toEqual(table);
    expect(document.nodes[2]).toEqual(paragraph(text('Ask '), mention, text(' first')));
  });
});

describe('DocumentView', () => {
  it('shows a document read-only, with no toolbar, through the same renderer', () => {
    render(
      <DocumentView
        label="Notes"
        document={{ ...meta, nodes: [{ ...paragraph(text('Hi')), type: 'heading-1' }, table] }}
      />,
    );
    const view = screen.getByLabelText('Notes');
    expect(view).toHaveAttribute('contenteditable', 'false');
    expect(within(view).getByRole('heading', { level: 1, name: 'Hi' })).toBeInTheDocument();
    expect(within(view).getByText(/Unsupported block: table/)).toBeInTheDocument();
    expect(screen.queryByRole('toolbar')).not.toBeInTheDocument();
  });

  it('says when a document is empty', () => {
    render(<DocumentView label="Notes" document={{ ...meta, nodes: [] }} />);
    expect(screen.getByText('This document is empty.')).toBeInTheDocument();
  });
});
