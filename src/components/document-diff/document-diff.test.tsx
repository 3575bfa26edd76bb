// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as build from '@/api/document-builders';
import type { LooseDocument } from '@/components/rich-text/slate-types';
import { DocumentDiff, type DocumentDiffProps } from './document-diff';

afterEach(cleanup);

const doc = (...nodes: build.TopLevelBlock[]) => build.document(...nodes) as LooseDocument;
const keyed = <T extends object>(key: string, block: T): T => ({ ...block, key });

function renderDiff(
  before: LooseDocument,
  after: LooseDocument,
  props: Partial<DocumentDiffProps> = {},
) {
  const user = userEvent.setup();
  render(<DocumentDiff title="Getting started" before={before} after={after} {...props} />);
  return { user, diff: screen.getByRole('region', { name: 'Getting started' }) };
}

const texts = (elements: HTMLElement[]) => elements.map((element) => element.textContent);

describe('DocumentDiff', () => {
  it('marks changed words in an edited paragraph as inserted and deleted, keeping bold', () => {
    renderDiff(
      doc(build.paragraph(build.richText('Rotate the ', ['keys', 'bold'], ' every month'))),
      doc(build.paragraph(build.richText('Rotate the ', ['keys', 'bold'], ' every week'))),
    );
    const change = screen.getByRole('group', {
      name: 'Change 1 of 1: edited, block 1, Rotate the keys every week',
    });
    expect(texts(within(change).getAllByRole('deletion'))).toEqual(['month']);
    expect(texts(within(change).getAllByRole('insertion'))).toEqual(['week']);
    expect(within(change).getByText('keys').closest('strong')).not.toBeNull();
    expect(within(change).getByText('Edited')).toBeVisible();
  });

  it('shows added and removed blocks whole, said in words, and sums them up', () => {
    const { diff } = renderDiff(
      doc(build.heading(2, 'Setup'), build.paragraph('Old step'), build.paragraph('Keep me')),
      doc(build.heading(2, 'Setup'), build.paragraph('Keep me'), build.paragraph('New step')),
    );
    expect(diff).toHaveAccessibleDescription('1 block added, 1 removed');
    const removed = screen.getByRole('group', {
      name: /^Change 1 of 2: removed, block 2, Old step/,
    });
    expect(within(removed).getByRole('deletion')).toHaveTextContent('removed: Old step');
    const added = screen.getByRole('group', { name: /^Change 2 of 2: added, block 3, New step/ });
    expect(within(added).getByRole('insertion')).toHaveTextContent('added: New step');
    expect(screen.getByRole('heading', { level: 2, name: 'Setup' })).toBeVisible();
  });

  it('diffs nested lists item by item', () => {
    renderDiff(
      doc(build.bulletList('Install the app', 'Sign in', 'Old tip')),
      doc(build.bulletList('Install the app', 'Sign in with SSO', 'Brand new advice')),
    );
    const change = screen.getByRole('group', { name: /^Change 1 of 1: edited/ });
    const items = within(change).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Install the app',
      'Sign in with SSO',
      'Old tip',
      'Brand new advice',
    ]);
    expect(within(items[1]!).getByRole('insertion')).toHaveTextContent('with SSO');
    expect(within(items[2]!).getByRole('deletion')).toHaveTextContent('Old tip');
    expect(within(items[3]!).getByRole('insertion')).toHaveTextContent('Brand new advice');
  });

  it('diffs code by lines and words, and shows a changed table as replaced with its rows counted', () => {
    const columns = [build.textColumn('name', 'Name')];
    const view = { type: 'grid' as const, columns: ['name'], hideHeader: false };
    renderDiff(
      doc(
        build.code({ syntax: 'bash' }, ['npm install', 'npm run dev']),
        build.table(view, columns, [{ name: 'Ada' }]),
      ),
      doc(
        build.code({ syntax: 'bash' }, ['npm install', 'npm run build']),
        build.table(view, columns, [{ name: 'Ada' }, { name: 'Grace' }]),
      ),
    );
    const code = screen.getByRole('group', { name: /^Change 1 of 2: edited, block 1/ });
    expect(texts(within(code).getAllByRole('deletion'))).toEqual(['dev']);
    expect(texts(within(code).getAllByRole('insertion'))).toEqual(['build']);
    const table = screen.getByRole('group', { name: /^Change 2 of 2: edited, block 2, Table/ });
    expect(within(table).getByText('1 row added')).toBeVisible();
    expect(within(within(table).getByRole('deletion')).getAllByRole('row')).toHaveLength(2);
    expect(within(within(table).getByRole('insertion')).getAllByRole('row')).toHaveLength(3);
  });

  it('folds unchanged runs into buttons that unfold them and fold them again', async () => {
    const page = Array.from({ length: 20 }, (_, i) => build.paragraph(`Block number ${i}`));
    const edited = page.map((block, i) =>
      i === 10 ? build.paragraph('Block number 10, edited') : block,
    );
    const { user } = renderDiff(doc(...page), doc(...edited));
    expect(screen.queryByText('Block number 3')).toBeNull();
    expect(screen.getByText('Block number 9')).toBeVisible();
    const fold = screen.getByRole('button', { name: '9 unchanged blocks' });
    expect(fold).toHaveAttribute('aria-expanded', 'false');
    await user.click(fold);
    expect(fold).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Block number 3')).toBeVisible();
    await user.click(fold);
    expect(screen.queryByText('Block number 3')).toBeNull();
  });

  it('shows the whole page after the change with the switch', async () => {
    const { user } = renderDiff(
      doc(build.paragraph('Gone soon'), build.paragraph('Stays')),
      doc(build.paragraph('Stays'), build.paragraph('Arrived')),
    );
    await user.click(screen.getByRole('switch', { name: 'Show the whole page after the change' }));
    const page = screen.getByLabelText('Getting started, after the change');
    expect(page).toHaveTextContent('StaysArrived');
    expect(screen.queryByRole('deletion')).toBeNull();
    expect(screen.queryByText('Gone soon')).toBeNull();
  });

  it('keeps comments beside their blocks, and the comment button, on the whole page', async () => {
    const onCommentBlock = vi.fn();
    const { user } = renderDiff(
      doc(keyed('intro', build.paragraph('Welcome')), keyed('rest', build.paragraph('Rest'))),
      doc(
        keyed('intro', build.paragraph('Welcome aboard')),
        keyed('rest', build.paragraph('Rest')),
      ),
      {
        onCommentBlock,
        renderBlockAside: (key) => (key === 'rest' ? <p>1 comment on rest</p> : null),
      },
    );
    await user.click(screen.getByRole('switch', { name: 'Show the whole page after the change' }));
    const page = screen.getByRole('group', { name: 'Getting started, after the change' });
    expect(page).toHaveTextContent('Welcome aboard');
    expect(within(page).getByText('1 comment on rest')).toBeVisible();
    expect(screen.queryByRole('insertion')).toBeNull();
    await user.click(
      within(page).getByRole('button', { name: 'Comment on this block (block 2: Rest)' }),
    );
    expect(onCommentBlock).toHaveBeenCalledWith('rest');
  });

  it('steps the focus between changes with n and p, but not while typing in a field', async () => {
    const page = Array.from({ length: 12 }, (_, i) => keyed(`b${i}`, build.paragraph(`Line ${i}`)));
    const edited = page.map((block, i) =>
      i === 2 || i === 8 ? keyed(`b${i}`, build.paragraph(`Line ${i} changed`)) : block,
    );
    const { user } = renderDiff(doc(...page), doc(...edited), {
      renderBlockAside: (key) => (key === 'b1' ? <input aria-label="Reply" /> : null),
    });
    await user.click(screen.getByRole('switch', { name: 'Show the whole page after the change' }));
    await user.click(screen.getByRole('switch', { name: 'Show the whole page after the change' }));
    await user.keyboard('n');
    expect(screen.getByRole('group', { name: /^Change 1 of 2: edited, block 3/ })).toHaveFocus();
    await user.keyboard('n');
    expect(screen.getByRole('group', { name: /^Change 2 of 2: edited, block 9/ })).toHaveFocus();
    await user.keyboard('n');
    expect(screen.getByRole('group', { name: /^Change 2 of 2/ })).toHaveFocus();
    await user.keyboard('p');
    expect(screen.getByRole('group', { name: /^Change 1 of 2/ })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Next change' }));
    expect(screen.getByRole('group', { name: /^Change 1 of 2/ })).toHaveFocus();

    const reply = screen.getByRole('textbox', { name: 'Reply' });
    await user.type(reply, 'no');
    expect(reply).toHaveFocus();
    expect(reply).toHaveValue('no');
  });

  it('offers a comment on each block of the page after, by its key, and draws its aside', async () => {
    const onCommentBlock = vi.fn();
    const { user } = renderDiff(
      doc(keyed('intro', build.paragraph('Welcome aboard')), keyed('old', build.paragraph('Bye'))),
      doc(keyed('intro', build.paragraph('Welcome aboard, friend'))),
      {
        onCommentBlock,
        renderBlockAside: (key) => <p>2 comments on {key}</p>,
      },
    );
    await user.click(
      screen.getByRole('button', {
        name: 'Comment on this block (block 1: Welcome aboard, friend)',
      }),
    );
    expect(onCommentBlock).toHaveBeenCalledWith('intro');
    expect(screen.getByText('2 comments on intro')).toBeVisible();
    // The removed block is not in the page after: nothing to anchor a comment to.
    expect(screen.getAllByRole('button', { name: /^Comment on this block/ })).toHaveLength(1);
  });

  it('draws a long diff a screenful first, every change named at once, the rest soon after', async () => {
    const page = Array.from({ length: 120 }, (_, i) => build.paragraph(`Paragraph number ${i}`));
    const edited = page.map((block, i) =>
      i % 4 === 0 ? build.paragraph(`Paragraph number ${i} revised`) : block,
    );
    const { diff } = renderDiff(doc(...page), doc(...edited));
    expect(screen.getAllByRole('group', { name: /^Change \d+ of 30:/ })).toHaveLength(30);
    const last = screen.getByRole('group', { name: /^Change 30 of 30: edited, block 117/ });
    expect(within(last).queryByRole('insertion')).toBeNull();
    expect(last).toHaveTextContent('Paragraph number 116 revised');
    await waitFor(() => expect(within(last).getByRole('insertion')).toHaveTextContent('revised'));
    expect(within(diff).getAllByRole('insertion')).toHaveLength(30);
  });

  it('draws the new diff when given other documents', () => {
    const first = doc(build.paragraph('Version one'));
    const { rerender } = render(
      <DocumentDiff title="Page" before={first} after={doc(build.paragraph('Version two'))} />,
    );
    expect(screen.getByRole('insertion')).toHaveTextContent('two');
    rerender(
      <DocumentDiff title="Page" before={first} after={doc(build.paragraph('Version three'))} />,
    );
    expect(screen.getByRole('insertion')).toHaveTextContent('three');
  });
});
