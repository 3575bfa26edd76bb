// @vitest-environment happy-dom
import './native-before-input';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as build from '@/api/document-builders';
import { renderEditor } from './test/editor-kit';

afterEach(cleanup);

/*
 * Nodes changed through their form: images with captions, expandables, tables, math, embeds,
 * files, cards, and in text emoji, mentions, buttons, inline math and annotations. Inserted from
 * the Insert menu or edited with their Edit button; the saved Document is checked against the
 * contract, and what the form does not touch is kept as it came.
 */

const apply = async (user: ReturnType<typeof renderEditor>['user'], dialog: HTMLElement) => {
  await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
};

describe('images', () => {
  it('inserts an image with its alternative text and caption, in a group', async () => {
    const { user, editor, insert, dialog, savedValid } = renderEditor([build.paragraph('Look')]);
    await user.click(within(editor).getByText('Look'));
    await insert('Image');
    const form = await dialog('Insert image');
    await user.click(within(form).getByRole('button', { name: 'Apply' }));
    expect(within(form).getByLabelText('Image address or file id')).toHaveAccessibleDescription(
      /Say what it points to/,
    );
    await user.type(
      within(form).getByLabelText('Image address or file id'),
      'https://cdn.acme.test/a.png',
    );
    await user.type(within(form).getByLabelText('Alternative text'), 'The dashboard');
    await user.type(within(form).getByLabelText('Caption'), 'Figure 1');
    await apply(user, form);
    expect(within(editor).getByRole('img', { name: 'The dashboard' })).toBeInTheDocument();
    expect(savedValid().nodes[1]).toEqual(
      build.images(
        {},
        build.image(build.ref.url('https://cdn.acme.test/a.png'), {
          alt: 'The dashboard',
          caption: 'Figure 1',
        }),
      ),
    );
  });

  it('changes a caption and keeps the rest of the image as it came', async () => {
    const image = build.image(build.ref.file('file_logo'), { alt: 'Logo', width: 120 });
    const { user, editor, dialog, savedValid } = renderEditor([
      { ...build.images({ align: 'center' }, { ...image, key: 'img1' }), key: 'grp' },
    ]);
    // A void's buttons show once it is selected, as a click selects it.
    await user.click(within(editor).getByRole('group', { name: 'Image' }));
    await user.click(within(editor).getByRole('button', { name: 'Edit image' }));
    const form = await dialog('Edit image');
    await user.type(within(form).getByLabelText('Caption'), 'Our logo');
    await apply(user, form);
    expect(savedValid().nodes).toEqual([
      {
        ...build.images(
          { align: 'center' },
          {
            ...build.image(build.ref.file('file_logo'), {
              alt: 'Logo',
              width: 120,
              caption: 'Our logo',
            }),
            key: 'img1',
          },
        ),
        key: 'grp',
      },
    ]);
  });
});

describe('image alignment', () => {
  it("sets the alignment of the group an image stands in from the image's form", async () => {
    const image = { ...build.image(build.ref.file('file_logo'), { alt: 'Logo' }), key: 'img1' };
    const { user, editor, dialog, savedValid } = renderEditor([
      { ...build.images({ align: 'center', withFrame: true }, image), key: 'grp' },
    ]);
    expect(within(editor).getByRole('group', { name: 'Images' })).toHaveAttribute(
      'data-align',
      'center',
    );
    await user.click(within(editor).getByRole('group', { name: 'Image' }));
    await user.click(within(editor).getByRole('button', { name: 'Edit image' }));
    let form = await dialog('Edit image');
    expect(within(form).getByLabelText('Alignment')).toHaveValue('center');
    await user.selectOptions(within(form).getByLabelText('Alignment'), 'Right');
    await apply(user, form);
    expect(savedValid().nodes).toEqual([
      { ...build.images({ align: 'right', withFrame: true }, image), key: 'grp' },
    ]);

    await user.click(within(editor).getByRole('group', { name: 'Image' }));
    await user.click(within(editor).getByRole('button', { name: 'Edit image' }));
    form = await dialog('Edit image');
    await user.selectOptions(within(form).getByLabelText('Alignment'), 'Default');
    await apply(user, form);
    expect(savedValid().nodes).toEqual([
      { ...build.images({ withFrame: true }, image), key: 'grp' },
    ]);
  });

  it('inserts a centred image', async () => {
    const { user, editor, insert, dialog, savedValid } = renderEditor([build.paragraph('Look')]);
    await user.click(within(editor).getByText('Look'));
    await insert('Image');
    const form = await dialog('Insert image');
    await user.type(
      within(form).getByLabelText('Image address or file id'),
      'https://a.test/x.png',
    );
    await user.selectOptions(within(form).getByLabelText('Alignment'), 'Centre');
    await apply(user, form);
    expect(savedValid().nodes[1]).toEqual(
      build.images(
        { align: 'center' },
        build.image(build.ref.url('https://a.test/x.png'), { alt: '' }),
      ),
    );
  });
});

describe('expandables', () => {
  it('inserts an expandable with a title and a body written in the editor', async () => {
    const { user, editor, insert, dialog, savedValid } = renderEditor([build.paragraph('FAQ')]);
    await user.click(within(editor).getByText('FAQ'));
    await insert('Expandable');
    const form = await dialog('Insert expandable');
    await user.type(within(form).getByLabelText('Title'), 'Why?');
    await user.click(within(form).getByRole('textbox', { name: 'Content' }));
    await user.keyboard('Because.');
    await apply(user, form);
    expect(savedValid().nodes[1]).toEqual(build.expandable('Why?', 'Because.'));
    expect(within(editor).getByText('Why?')).toBeInTheDocument();
  });
});

describe('tables', () => {
  it('edits a cell and a column title, and adds a row', async () => {
    const table = build.table(
      { type: 'grid', columns: ['name', 'owner'], hideHeader: false },
      [build.textColumn('name', 'Name'), build.textColumn('owner', 'Owner')],
      [{ name: 'API', owner: 'Ada' }],
    );
    const { user, editor, dialog, savedValid } = renderEditor([table]);
    expect(within(editor).getByRole('cell', { name: 'Ada' })).toBeInTheDocument();
    await user.click(within(editor).getByRole('group', { name: 'Table' }));
    await user.click(within(editor).getByRole('button', { name: 'Edit table' }));
    const form = await dialog('Edit table');
    const owner = within(form).getByLabelText('Owner, row 1');
    await user.clear(owner);
    await user.type(owner, 'Eddie');
    await user.type(within(form).getByLabelText('Title of column 1'), 's');
    await user.click(within(form).getByRole('button', { name: 'Add row' }));
    await user.type(within(form).getByLabelText('Names, row 2'), 'Web');
    await apply(user, form);
    const saved = savedValid().nodes[0] as build.AnyBlock & { data: Record<string, unknown> };
    expect(saved.data.definition).toEqual({
      name: { ...build.textColumn('name', 'Names') },
      owner: build.textColumn('owner', 'Owner'),
    });
    expect(Object.values(saved.data.records as object)).toEqual([
      { orderIndex: 'a00', values: { name: 'API', owner: 'Eddie' } },
      { orderIndex: 'a00V', values: { name: 'Web' } },
    ]);
  });

  it('inserts a table of two columns', async () => {
    const { user, editor, insert, dialog, savedValid } = renderEditor([build.paragraph('Data')]);
    await user.click(within(editor).getByText('Data'));
    await insert('Table');
    const form = await dialog('Insert table');
    await user.type(within(form).getByLabelText('Column 1, row 1'), 'x');
    await apply(user, form);
    expect(savedValid().nodes[1]).toMatchObject({ type: 'table', isVoid: true });
  });
});

describe('math, embeds, files and cards', () => {
  it.each([
    ['Math', 'Formula (LaTeX)', 'e^{i\\pi}', build.math('e^{i\\pi}')],
    ['Embed', 'Address', 'https://youtu.be/x', build.embed('https://youtu.be/x')],
    ['File', 'File id', 'file_report', build.file('file_report')],
    ['Card', 'Target', 'page_intro', build.contentRef(build.ref.page('page_intro'))],
  ])('inserts a %s block', async (name, field, value, expected) => {
    const { user, editor, insert, dialog, savedValid } = renderEditor([build.paragraph('Here')]);
    await user.click(within(editor).getByText('Here'));
    await insert(name);
    const form = await dialog(`Insert ${name.toLowerCase()}`);
    await user.type(within(form).getByLabelText(field), value.replace(/[{[]/g, '$&$&'));
    await apply(user, form);
    expect(savedValid().nodes[1]).toEqual(expected);
  });

  it('edits a formula and keeps the block key', async () => {
    const { user, editor, dialog, savedValid } = renderEditor([
      { ...build.math('a+b'), key: 'm1' },
    ]);
    await user.click(within(editor).getByRole('group', { name: 'Math' }));
    await user.click(within(editor).getByRole('button', { name: 'Edit math' }));
    const form = await dialog('Edit math');
    await user.type(within(form).getByLabelText('Formula (LaTeX)'), '+c');
    await apply(user, form);
    expect(savedValid().nodes).toEqual([{ ...build.math('a+b+c'), key: 'm1' }]);
  });
});

describe('in text', () => {
  it.each([
    ['Emoji', [['Emoji', '🚀']], build.emoji('1f680')],
    ['Mention', [['Target', 'user_ada']], build.mention(build.ref.user('user_ada'))],
    [
      'Button',
      [
        ['Label', 'Sign up'],
        ['Target', 'https://acme.test/join'],
      ],
      build.button('Sign up', build.ref.url('https://acme.test/join')),
    ],
    ['Inline math', [['Formula (LaTeX)', 'x^2']], build.inlineMath('x^2')],
  ] as const)('inserts an inline %s', async (name, fields, expected) => {
    const { user, editor, insert, dialog, savedValid } = renderEditor([build.paragraph('Hi')]);
    await user.click(within(editor).getByText('Hi'));
    await insert(name);
    const form = await dialog(`Insert ${name.toLowerCase()}`);
    for (const [label, value] of fields) await user.type(within(form).getByLabelText(label), value);
    await apply(user, form);
    expect(JSON.stringify(savedValid().nodes[0])).toContain(JSON.stringify(expected));
  });

  it('changes an emoji from its button and annotates text with a note', async () => {
    const { user, editor, insert, dialog, savedValid } = renderEditor([
      build.paragraph('Ship ', build.emoji('1f680')),
    ]);
    await user.click(within(editor).getByRole('button', { name: 'Emoji: 🚀' }));
    const form = await dialog('Edit emoji');
    await user.clear(within(form).getByLabelText('Emoji'));
    await user.type(within(form).getByLabelText('Emoji'), '1f389');
    await apply(user, form);
    expect(within(editor).getByRole('button', { name: 'Emoji: 🎉' })).toBeInTheDocument();

    await user.click(within(editor).getByText('Ship'));
    await insert('Annotation');
    const note = await dialog('Insert annotation');
    await user.click(within(note).getByRole('textbox', { name: 'Note' }));
    await user.keyboard('Friday');
    await apply(user, note);
    expect(within(editor).getByRole('button', { name: 'Note: Friday' })).toBeInTheDocument();
    const saved = JSON.stringify(savedValid());
    expect(saved).toContain(JSON.stringify(build.emoji('1f389')));
    expect(saved).toMatch(/"type":"annotation","fragments":.*"text":"Friday".*"isVoid":false/);
  });
});
