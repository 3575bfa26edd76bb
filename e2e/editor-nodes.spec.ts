import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { signInToDemo } from './support/session.ts';

// Much typing and two dialogs on a machine shared with other runs.
test.describe.configure({ timeout: 120_000 });

interface Node {
  type: string;
  data?: Record<string, unknown>;
  nodes?: Node[];
}

/** The demo backend answers in the page's service worker; this asks it directly. */
async function description(page: Page): Promise<Node[]> {
  return page.evaluate(async () => {
    const response = await fetch('/v1/spaces/space_api/change-requests/5', {
      headers: { Authorization: 'Bearer demo-editor' },
    });
    const body = (await response.json()) as { description: { nodes: Node[] } };
    return body.description.nodes;
  });
}

test('an editor adds tabs and a formula, renames a table column, saves, and it all comes back', async ({
  page,
}) => {
  await signInToDemo(page, 'editor');
  const before = await description(page);
  await page.goto('/orgs/org_acme/spaces/space_api/change-requests/5');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Document webhook retries' }),
  ).toBeVisible();
  const editor = page.getByRole('textbox', { name: 'Description' });
  const toolbar = page.getByRole('toolbar', { name: 'Formatting' });

  // Tabs, from the Insert menu by keyboard, filled in place.
  await editor.getByText('After the fifth attempt').click();
  await toolbar.getByRole('button', { name: 'Insert' }).click();
  await page.getByRole('menuitem', { name: 'Tabs' }).press('Enter');
  await expect(editor.getByRole('group', { name: 'Tabs' })).toBeVisible();
  await page.keyboard.type('curl -X POST');
  const title = editor.getByRole('textbox', { name: 'Tab title' }).first();
  await title.fill('cURL');

  // A formula, through its form.
  await editor.getByText('After the fifth attempt').click();
  await toolbar.getByRole('button', { name: 'Insert' }).click();
  await page.getByRole('menuitem', { name: 'Math', exact: true }).click();
  const math = page.getByRole('dialog', { name: 'Insert math' });
  await math.getByRole('button', { name: 'Apply' }).click();
  await expect(math.getByLabel('Formula (LaTeX)')).toHaveAccessibleDescription(/Required/);
  await math.getByLabel('Formula (LaTeX)').fill('t_n = 2^n');
  await math.getByRole('button', { name: 'Apply' }).click();
  await expect(editor.getByRole('math', { name: 't_n = 2^n' })).toBeVisible();

  // The table's first column, renamed in its grid (a click selects the table: its buttons show).
  await editor.getByRole('group', { name: 'Table' }).click();
  await editor.getByRole('button', { name: 'Edit table' }).click();
  const grid = page.getByRole('dialog', { name: 'Edit table' });
  const column = grid.getByLabel('Title of column 1');
  const oldTitle = await column.inputValue();
  await column.fill(`${oldTitle} (renamed)`);
  await expectNoSeriousA11yViolations(page, 'table form');
  await grid.getByRole('button', { name: 'Apply' }).click();
  await expect(editor.getByRole('columnheader', { name: `${oldTitle} (renamed)` })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'editor with tabs, math and a table');

  await page.getByRole('button', { name: 'Save description' }).click();
  await expect(page.getByText('All changes saved')).toBeVisible();

  const after = await description(page);
  const types = after.map((node) => node.type);
  expect(types).toContain('tabs');
  expect(types).toContain('math');
  const tabs = after.find((node) => node.type === 'tabs');
  expect(tabs?.nodes?.[0]?.data).toEqual({ title: 'cURL' });
  expect(JSON.stringify(tabs)).toContain('curl -X POST');
  expect(after.find((node) => node.type === 'math')?.data).toEqual({ formula: 't_n = 2^n' });
  const table = after.find((node) => node.type === 'table');
  expect(JSON.stringify(table?.data)).toContain(`${oldTitle} (renamed)`);
  // What was not edited is kept as it came.
  for (const type of ['images', 'embed'])
    expect(after.find((node) => node.type === type)).toEqual(
      before.find((node) => node.type === type),
    );

  await page.reload();
  const saved = page.getByRole('textbox', { name: 'Description' });
  await expect(saved.getByRole('textbox', { name: 'Tab title' }).first()).toHaveValue('cURL');
  await expect(saved.getByRole('math', { name: 't_n = 2^n' })).toBeVisible();
});

test('an editor inserts a formula from the slash menu by keyboard, and saves it', async ({
  page,
}) => {
  await signInToDemo(page, 'editor');
  await page.goto('/orgs/org_acme/spaces/space_api/change-requests/5');
  const editor = page.getByRole('textbox', { name: 'Description' });
  const paragraph = editor.getByText('After the fifth attempt');
  await paragraph.click();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');

  // "/" in the new, empty paragraph opens the Insert menu's choices at the caret.
  await page.keyboard.type('/');
  const menu = page.getByRole('listbox', { name: 'Insert' });
  await expect(menu.getByRole('option', { name: 'Tabs' })).toHaveAttribute('aria-selected', 'true');
  await expect(editor).toHaveAttribute('aria-controls', (await menu.getAttribute('id')) ?? '');
  await expectNoSeriousA11yViolations(page, 'slash menu');

  // Typing filters; the arrow keys move; the writing area names the active choice.
  await page.keyboard.type('mat');
  await expect(menu.getByRole('option')).toHaveText(['Math', 'Inline math']);
  await page.keyboard.press('ArrowDown');
  const inline = menu.getByRole('option', { name: 'Inline math' });
  await expect(inline).toHaveAttribute('aria-selected', 'true');
  await expect(editor).toHaveAttribute('aria-activedescendant', (await inline.getAttribute('id'))!);
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');

  const form = page.getByRole('dialog', { name: 'Insert math' });
  await form.getByLabel('Formula (LaTeX)').fill('e^{i\\pi} + 1 = 0');
  await form.getByRole('button', { name: 'Apply' }).click();
  await expect(editor.getByRole('math', { name: 'e^{i\\pi} + 1 = 0' })).toBeVisible();
  await expect(menu).toBeHidden();

  await page.getByRole('button', { name: 'Save description' }).click();
  await expect(page.getByText('All changes saved')).toBeVisible();
  const after = await description(page);
  const at = after.findIndex((node) => node.type === 'math');
  expect(after[at]?.data).toEqual({ formula: 'e^{i\\pi} + 1 = 0' });
  // The formula took the place of the empty paragraph, and the "/mat" typed is gone.
  expect(JSON.stringify(after[at - 1])).toContain('After the fifth attempt');
  expect(JSON.stringify(after)).not.toContain('/mat');
});
