// @vitest-environment happy-dom
import './native-before-input';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as build from '@/api/document-builders';
import { renderEditor } from './test/editor-kit';

afterEach(cleanup);

/*
 * The blocks edited in place: task lists, quotes, code with its language and title, hints with
 * their style, colours, tabs and steppers. Each test edits through the toolbar as a person
 * would, and the Document it saves is one the contract accepts.
 */

describe('task lists', () => {
  it('checks and unchecks a task, and saves its state', async () => {
    const { user, editor, savedValid } = renderEditor([
      build.taskList(build.task(false, 'Rotate the keys'), build.task(true, 'Tell the team')),
    ]);
    const [first, second] = within(editor).getAllByRole('checkbox');
    await user.click(first!);
    await user.click(second!);
    expect(savedValid().nodes).toEqual([
      build.taskList(build.task(true, 'Rotate the keys'), build.task(false, 'Tell the team')),
    ]);
  });

  it('turns a paragraph into a task with the toolbar', async () => {
    const { user, editor, savedValid } = renderEditor([build.paragraph('Ship it')]);
    await user.click(within(editor).getByText('Ship it'));
    await user.click(screen.getByRole('button', { name: 'Task list' }));
    expect(savedValid().nodes).toEqual([build.taskList(build.task(false, 'Ship it'))]);
  });
});

describe('quotes and hints', () => {
  it('quotes a paragraph and puts another in a warning hint', async () => {
    const { user, editor, savedValid } = renderEditor([
      build.paragraph('Said someone'),
      build.paragraph('Careful'),
    ]);
    await user.click(within(editor).getByText('Said someone'));
    await user.click(screen.getByRole('button', { name: 'Quote' }));
    await user.click(within(editor).getByText('Careful'));
    await user.click(screen.getByRole('button', { name: 'Hint' }));
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Hint style' }),
      'Warning',
    );
    expect(within(editor).getByRole('note', { name: 'Warning hint' })).toHaveTextContent('Careful');
    expect(savedValid().nodes).toEqual([
      build.quote('Said someone'),
      build.hint('warning', 'Careful'),
    ]);
  });
});

describe('code blocks', () => {
  it('sets the language and the title of a code block', async () => {
    const { user, editor, savedValid } = renderEditor([build.paragraph('npm test')]);
    await user.click(within(editor).getByText('npm test'));
    await user.click(screen.getByRole('button', { name: 'Code block' }));
    await user.type(screen.getByRole('textbox', { name: 'Code language' }), 'bash');
    await user.type(screen.getByRole('textbox', { name: 'Code title' }), 'Terminal');
    expect(savedValid().nodes).toEqual([
      build.code({ syntax: 'bash', title: 'Terminal' }, ['npm test']),
    ]);
    await user.clear(screen.getByRole('textbox', { name: 'Code title' }));
    expect(savedValid().nodes).toEqual([build.code({ syntax: 'bash' }, ['npm test'])]);
  });
});

describe('marks', () => {
  it('colours text with the named colours only, and removes the colour again', async () => {
    const { user, editor, savedValid } = renderEditor([build.paragraph('Alert')]);
    await user.click(within(editor).getByText('Alert'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Text colour' }), 'Red');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Background colour' }),
      'Theme warning',
    );
    await user.keyboard('now');
    const colour = '{"object":"mark","type":"color","data":{"text":"red","background":"$warning"}}';
    expect(JSON.stringify(savedValid())).toContain(`"text":"now","marks":[${colour}]`);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Text colour' }), 'Default');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Background colour' }),
      'Default',
    );
    await user.keyboard('!');
    expect(JSON.stringify(savedValid())).toContain('"text":"!","marks":[]');
  });

  it('keeps a colour it reads, and marks keys and superscripts', async () => {
    const { user, editor, savedValid } = renderEditor([
      build.paragraph(build.text('Blue', build.color('blue'))),
    ]);
    await user.click(within(editor).getByText('Blue'));
    expect(screen.getByRole('combobox', { name: 'Text colour' })).toHaveValue('blue');
    await user.click(screen.getByRole('button', { name: 'Keyboard key' }));
    await user.keyboard('K');
    const [text] = (savedValid().nodes[0] as build.Paragraph).nodes as build.Text[];
    expect(text?.leaves).toContainEqual(build.leaf('K', build.color('blue'), 'keyboard'));
  });
});

describe('tabs and steppers', () => {
  it('inserts tabs, names a tab, writes in it and adds a tab', async () => {
    const { user, editor, insert, backInText, caretInto, savedValid } = renderEditor([
      build.paragraph('Install'),
    ]);
    await user.click(within(editor).getByText('Install'));
    await insert('Tabs');
    await backInText();
    await caretInto(within(editor).getByRole('region', { name: 'Tab Tab 1' }));
    await user.keyboard('npm i');
    const [title] = within(editor).getAllByRole('textbox', { name: 'Tab title' });
    await user.clear(title!);
    await user.type(title!, 'npm');
    await user.click(within(editor).getByRole('button', { name: 'Add tab' }));
    expect(savedValid().nodes).toEqual([
      build.paragraph('Install'),
      build.tabs(
        build.tab('npm', 'npm i'),
        build.tab('Tab 2', build.paragraph('')),
        build.tab('Tab 3', build.paragraph('')),
      ),
    ]);
  });

  it('inserts a stepper, adds a step and removes one', async () => {
    const { user, editor, insert, backInText, caretInto, savedValid } = renderEditor([
      build.paragraph('Setup'),
    ]);
    await user.click(within(editor).getByText('Setup'));
    await insert('Stepper');
    await backInText();
    await caretInto(within(editor).getAllByRole('listitem')[0]!);
    await user.keyboard('First');
    await user.click(within(editor).getByRole('button', { name: 'Add step' }));
    expect(savedValid().nodes[1]).toEqual(
      build.stepper(
        build.step('First'),
        build.step(build.paragraph('')),
        build.step(build.paragraph('')),
      ),
    );
    // The step the caret is in shows its Remove button.
    await user.click(within(editor).getByText('First'));
    await waitFor(() =>
      expect(within(editor).getAllByRole('button', { name: 'Remove step' })).toHaveLength(1),
    );
    await user.click(within(editor).getByRole('button', { name: 'Remove step' }));
    expect(savedValid().nodes).toEqual([
      build.paragraph('Setup'),
      build.stepper(build.step(build.paragraph('')), build.step(build.paragraph(''))),
    ]);
  });
});

describe('step icons', () => {
  it("shows a step's icon, changes it and removes it, keeping the rest of the step", async () => {
    const first = { ...build.step('Plan'), data: { icon: 'megaphone' }, key: 's1' };
    const { user, editor, savedValid } = renderEditor([build.stepper(first, build.step('Ship'))]);
    expect(within(editor).getByText('Icon: megaphone')).toBeInTheDocument();
    // A step shows its icon field while the caret is in it.
    await user.click(within(editor).getByText('Ship'));
    const icon = await within(editor).findByRole('textbox', { name: 'Step icon' });
    await user.type(icon, 'rocket');
    expect(savedValid().nodes).toEqual([
      build.stepper(first, { ...build.step('Ship'), data: { icon: 'rocket' } }),
    ]);
    await user.click(within(editor).getByText('Plan'));
    const planIcon = await within(editor).findByRole('textbox', { name: 'Step icon' });
    expect(planIcon).toHaveValue('megaphone');
    await user.clear(planIcon);
    expect(savedValid().nodes).toEqual([
      build.stepper({ ...first, data: {} }, { ...build.step('Ship'), data: { icon: 'rocket' } }),
    ]);
  });
});
