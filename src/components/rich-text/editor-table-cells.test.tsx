// @vitest-environment happy-dom
import './native-before-input';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import * as build from '@/api/document-builders';
import { EditorPeopleContext } from './editor-people';
import { renderEditor } from './test/editor-kit';

afterEach(cleanup);

/*
 * A table's cells of every column kind (platform-values §2.6): select options, people, files
 * and ratings. What a cell cannot edit is shown and saved exactly as it came.
 */

const tier: build.TableDefinition = {
  id: 'tier',
  title: 'Tier',
  type: 'select',
  multiple: false,
  options: [
    { value: 't1', label: 'Tier 1', color: 'red' },
    { value: 't2', label: 'Tier 2', color: 'orange' },
  ],
};
const tags: build.TableDefinition = {
  id: 'tags',
  title: 'Tags',
  type: 'select',
  multiple: true,
  options: [
    { value: 'api', label: 'API', color: 'blue' },
    { value: 'web', label: 'Web', color: 'green' },
  ],
};
const owners: build.TableDefinition = {
  id: 'owner',
  title: 'Owners',
  type: 'users',
  multiple: true,
};
const files: build.TableDefinition = { id: 'files', title: 'Files', type: 'files' };
const rating: build.TableDefinition = { id: 'rating', title: 'Quality', type: 'rating', max: 5 };
const docs: build.TableDefinition = { id: 'docs', title: 'Docs', type: 'content-ref' };
const columns = [tier, tags, owners, files, rating, docs];

const row = {
  tier: ['t1'],
  tags: ['api', 'gone'],
  owner: ['user_ada', 'user_left'],
  files: ['file_charter', 'file_runbook'],
  rating: 2,
  docs: build.ref.page('page_api', 'space_api'),
};
const table = () =>
  build.table({ type: 'grid', columns: columns.map((c) => c.id), hideHeader: false }, columns, [
    row,
  ]);

type Kit = ReturnType<typeof renderEditor>;
async function openGrid({ user, editor, dialog }: Kit) {
  await user.click(within(editor).getByRole('group', { name: 'Table' }));
  await user.click(within(editor).getByRole('button', { name: 'Edit table' }));
  return dialog('Edit table');
}
async function apply({ user }: Kit, form: HTMLElement) {
  await user.click(within(form).getByRole('button', { name: 'Apply' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}
const savedRow = (kit: Kit) => {
  const node = kit.savedValid().nodes[0] as { data: { records: Record<string, unknown> } };
  return (node.data.records.r1 as { values: Record<string, unknown> }).values;
};

describe('table cells of every column kind', () => {
  it('chooses options, rates within the max, and keeps files, people and references', async () => {
    const kit = renderEditor([table()]);
    // The view names options by their labels; values it does not know stay as they are.
    expect(within(kit.editor).getByRole('cell', { name: 'Tier 1' })).toBeInTheDocument();
    expect(within(kit.editor).getByRole('cell', { name: 'API, gone' })).toBeInTheDocument();
    const form = await openGrid(kit);
    const { user } = kit;

    await user.selectOptions(within(form).getByLabelText('Tier, row 1'), 'Tier 2');
    const tagBoxes = within(form).getByRole('group', { name: 'Tags, row 1' });
    expect(within(tagBoxes).getByLabelText('gone')).toBeChecked();
    await user.click(within(tagBoxes).getByLabelText('Web'));
    await user.click(within(tagBoxes).getByLabelText('API'));

    const stars = within(form).getByLabelText('Quality, row 1 (0 to 5)');
    expect(stars).toHaveValue(2);
    await user.clear(stars);
    await user.type(stars, '9');
    expect(stars).toHaveValue(5);

    // Without the organization's people, owners and files are shown, not edited.
    expect(within(form).getByText('user_ada, user_left')).toBeInTheDocument();
    expect(within(form).getByText('file_charter, file_runbook')).toBeInTheDocument();
    await apply(kit, form);

    expect(savedRow(kit)).toEqual({ ...row, tier: ['t2'], tags: ['gone', 'web'], rating: 5 });
    const saved = kit.savedValid().nodes[0] as { data: { definition: unknown } };
    expect(saved.data.definition).toEqual(table().data.definition);
  });

  it('clears a single choice and a rating', async () => {
    const kit = renderEditor([table()]);
    const form = await openGrid(kit);
    await kit.user.selectOptions(within(form).getByLabelText('Tier, row 1'), '—');
    await kit.user.clear(within(form).getByLabelText('Quality, row 1 (0 to 5)'));
    await apply(kit, form);
    expect(savedRow(kit)).toEqual({ ...row, tier: [], rating: null });
  });

  it("picks owners among the organization's people when the editor knows them", async () => {
    const people = [
      { id: 'user_ada', name: 'Ada Admin' },
      { id: 'user_eddie', name: 'Eddie Editor' },
    ];
    const wrapper = (props: { children: ReactNode }) => (
      <EditorPeopleContext.Provider value={people}>{props.children}</EditorPeopleContext.Provider>
    );
    const kit = renderEditor([table()], { wrapper });
    expect(
      within(kit.editor).getByRole('cell', { name: 'Ada Admin, user_left' }),
    ).toBeInTheDocument();
    const form = await openGrid(kit);
    const owners = within(form).getByRole('group', { name: 'Owners, row 1' });
    await kit.user.click(within(owners).getByLabelText('Eddie Editor'));
    await kit.user.click(within(owners).getByLabelText('Ada Admin'));
    expect(within(owners).getByLabelText('user_left')).toBeChecked();
    await apply(kit, form);
    expect(savedRow(kit)).toEqual({ ...row, owner: ['user_left', 'user_eddie'] });
  });

  it('saves a table whose cells were not touched byte for byte', async () => {
    const kit = renderEditor([{ ...table(), key: 'tbl' }, build.paragraph('After')]);
    const form = await openGrid(kit);
    await apply(kit, form);
    await kit.user.click(within(kit.editor).getByText('After'));
    await kit.user.keyboard('!');
    expect(JSON.stringify(kit.savedValid().nodes[0])).toBe(
      JSON.stringify({ ...table(), key: 'tbl' }),
    );
  });
});
