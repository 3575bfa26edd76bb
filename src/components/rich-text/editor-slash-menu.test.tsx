// @vitest-environment happy-dom
import './native-before-input';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as build from '@/api/document-builders';
import { insertableBlocks, insertableInlines, nodeName } from './node-catalog';
import { renderEditor } from './test/editor-kit';

afterEach(cleanup);

/*
 * The slash menu: "/" at the start of an empty paragraph or after a space offers the Insert
 * menu's choices at the caret. The caret stays in the text; the writing area names the active
 * choice (aria-activedescendant), and what it inserts is what the Insert menu would.
 */

const menu = () => screen.findByRole('listbox', { name: 'Insert' });
const names = (list: HTMLElement) =>
  within(list)
    .queryAllByRole('option')
    .map((option) => option.textContent);
const activeName = (editor: HTMLElement) => {
  const id = editor.getAttribute('aria-activedescendant');
  return id ? document.getElementById(id)?.textContent : undefined;
};

describe('the slash menu', () => {
  it('lists the Insert menu, filters as one types, moves with the arrows and inserts on Enter', async () => {
    const { user, editor, caretInto, dialog, savedValid } = renderEditor([
      build.paragraph('Intro'),
      build.paragraph(''),
    ]);
    await caretInto(editor.querySelectorAll('p')[1] as HTMLElement);
    await user.keyboard('/');
    const list = await menu();
    expect(names(list)).toEqual([...insertableBlocks, ...insertableInlines].map(nodeName));
    expect(activeName(editor)).toBe('Tabs');
    expect(editor).toHaveAttribute('aria-controls', list.id);

    await user.keyboard('ta');
    await waitFor(() => expect(names(list)).toEqual(['Tabs', 'Table']));
    await user.keyboard('{ArrowDown}');
    expect(activeName(editor)).toBe('Table');
    expect(within(list).getByRole('option', { name: 'Table' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.keyboard('{ArrowDown}');
    expect(activeName(editor)).toBe('Tabs');
    await user.keyboard('{ArrowUp}{Enter}');

    const form = await dialog('Insert table');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(editor).not.toHaveAttribute('aria-activedescendant');
    await user.type(within(form).getByLabelText('Column 1, row 1'), 'x');
    await user.click(within(form).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The table takes the place of the empty paragraph; the "/ta" is gone.
    const nodes = savedValid().nodes;
    expect(nodes.map((node) => node.type)).toEqual(['paragraph', 'table', 'paragraph']);
    expect(JSON.stringify(nodes)).not.toContain('/ta');
  });

  it('inserts tabs in place of the empty paragraph at once', async () => {
    const { user, editor, caretInto, savedValid } = renderEditor([
      build.paragraph('Install'),
      build.paragraph(''),
    ]);
    await caretInto(editor.querySelectorAll('p')[1] as HTMLElement);
    await user.keyboard('/tabs');
    await waitFor(async () => expect(names(await menu())).toEqual(['Tabs']));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(savedValid().nodes).toEqual([
      build.paragraph('Install'),
      build.tabs(build.tab('Tab 1', build.paragraph('')), build.tab('Tab 2', build.paragraph(''))),
    ]);
  });

  it('opens after a space and puts an inline where the "/" was', async () => {
    const { user, editor, caretInto, dialog, savedValid } = renderEditor([build.paragraph('')]);
    await caretInto(editor.querySelector('p') as HTMLElement);
    await user.keyboard('Ship it /emo');
    await waitFor(async () => expect(names(await menu())).toEqual(['Emoji']));
    await user.keyboard('{Enter}');
    const form = await dialog('Insert emoji');
    await user.type(within(form).getByLabelText('Emoji'), '🚀');
    await user.click(within(form).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(savedValid().nodes).toEqual([build.paragraph('Ship it ', build.emoji('1f680'))]);
  });

  it('closes on Escape and leaves what was typed', async () => {
    const { user, editor, caretInto, savedValid } = renderEditor([build.paragraph('')]);
    await caretInto(editor.querySelector('p') as HTMLElement);
    await user.keyboard('/ste');
    await waitFor(async () => expect(names(await menu())).toEqual(['Stepper']));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(editor).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('p');
    expect(savedValid().nodes).toEqual([build.paragraph('/step')]);
  });

  it('stays shut inside a word, and says when nothing matches', async () => {
    const { user, editor, caretInto, savedValid } = renderEditor([build.paragraph('')]);
    await caretInto(editor.querySelector('p') as HTMLElement);
    await user.keyboard('and/or');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.keyboard(' /zzz');
    await menu();
    expect(screen.getByRole('status')).toHaveTextContent('Nothing to insert by that name.');
    // Enter with nothing to insert is an ordinary line break.
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(savedValid().nodes).toEqual([build.paragraph('and/or /zzz'), build.paragraph('')]);
  });
});
