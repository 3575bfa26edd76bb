import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { signInToDemo, type DemoPerson } from './support/session.ts';
import { setDemoFaults } from './support/demo-backend.ts';

async function openInstructions(page: Page, person: DemoPerson = 'admin') {
  await signInToDemo(page, person);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Agent instructions' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Agent instructions' })).toBeVisible();
}

/**
 * Puts the cursor on a new paragraph at the very end of the document. The seeded document ends
 * in a hint: the first Enter adds a paragraph in it, the second (on that empty last paragraph)
 * leaves the hint.
 */
async function newParagraphAtEnd(page: Page) {
  const editor = page.getByRole('textbox', { name: 'Instructions' });
  await editor.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  return editor;
}

test('an admin writes rich content with the toolbar and shortcuts, saves, and it survives a reload', async ({
  page,
}) => {
  // Much typing on a machine that runs other suites too.
  test.setTimeout(120_000);
  await openInstructions(page);
  const editor = await newParagraphAtEnd(page);
  const toolbar = page.getByRole('toolbar', { name: 'Formatting' });

  // Markdown shortcuts: a heading and a bulleted list.
  await page.keyboard.type('## Escalation');
  await expect(toolbar.getByLabel('Block type')).toHaveValue('heading-2');
  await page.keyboard.press('Enter');
  await page.keyboard.type('- First check the status page');
  await expect(toolbar.getByRole('button', { name: 'Bulleted list' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.keyboard.press('Enter');
  await page.keyboard.type('Then ');
  await page.keyboard.press('Control+B');
  await expect(toolbar.getByRole('button', { name: 'Bold' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.keyboard.type('page the on-call');
  await page.keyboard.press('Control+B');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');

  // The toolbar: a hint, styled danger.
  await page.keyboard.type('Never share customer data.');
  await toolbar.getByRole('button', { name: 'Hint' }).click();
  await toolbar.getByLabel('Hint style').selectOption('danger');
  await editor.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');

  // Three backticks: a code block, with its language from the toolbar.
  await page.keyboard.type('```');
  await expect(toolbar.getByRole('button', { name: 'Code block' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.keyboard.type('npm run status');
  await toolbar.getByLabel('Code language').fill('bash');
  await editor.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');

  // A link through Ctrl+K: a bad address is refused next to the field.
  await page.keyboard.type('Read ');
  await page.keyboard.press('Control+K');
  const linkDialog = page.getByRole('dialog', { name: 'Add link' });
  await linkDialog.getByLabel('Link address').fill('status page');
  await linkDialog.getByRole('button', { name: 'Add link' }).click();
  await expect(linkDialog.getByLabel('Link address')).toHaveAccessibleDescription(
    /full address starting with https/,
  );
  await linkDialog.getByLabel('Link address').fill('https://status.acme.test');
  await linkDialog.getByLabel('Link text').fill('the status page');
  await linkDialog.getByRole('button', { name: 'Add link' }).click();
  await expect(linkDialog).toBeHidden();
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'agent instructions editor');

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Agent instructions saved' }),
  ).toBeVisible();
  await expect(page.getByText('All changes saved')).toBeVisible();

  await page.reload();
  const saved = page.getByRole('textbox', { name: 'Instructions' });
  await expect(saved.getByRole('heading', { name: 'Escalation' })).toBeVisible();
  await expect(
    saved.getByRole('listitem').filter({ hasText: 'First check the status page' }),
  ).toBeVisible();
  await expect(saved.locator('strong', { hasText: 'page the on-call' })).toBeVisible();
  await expect(saved.getByRole('note', { name: 'Danger hint' })).toContainText(
    'Never share customer data.',
  );
  // The code block: its language as a caption above the code.
  await expect(saved.getByText('bash', { exact: true })).toBeVisible();
  await expect(saved.locator('pre')).toContainText('npm run status');
  await expect(saved.getByRole('link', { name: 'the status page' })).toHaveAttribute(
    'href',
    'https://status.acme.test',
  );
  // The seeded content is still there, untouched.
  await expect(saved.getByRole('heading', { name: 'How the assistant answers' })).toBeVisible();
});

test('a failed save keeps the text, and the draft survives a reload', async ({ page }) => {
  test.setTimeout(90_000);
  await openInstructions(page);
  await newParagraphAtEnd(page);
  await page.keyboard.type('A line the server has not seen');

  await setDemoFaults(page, 1);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Could not save' })).toBeVisible();
  const editor = page.getByRole('textbox', { name: 'Instructions' });
  await expect(editor).toContainText('A line the server has not seen');
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await setDemoFaults(page, 0);

  // Leaving the page: the browser asks first (beforeunload); the draft brings the text back.
  const asked = new Promise<string>((resolve) => {
    page.once('dialog', (dialog) => {
      resolve(dialog.type());
      void dialog.accept();
    });
  });
  await page.reload();
  expect(await asked).toBe('beforeunload');
  await expect(
    page.getByRole('status').filter({ hasText: 'Restored your unsaved edits' }),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Instructions' })).toContainText(
    'A line the server has not seen',
  );
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Agent instructions saved' }),
  ).toBeVisible();
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'Restored' })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Instructions' })).toContainText(
    'A line the server has not seen',
  );
});

test('leaving with unsaved edits asks first', async ({ page }) => {
  test.setTimeout(90_000);
  await openInstructions(page);
  await newParagraphAtEnd(page);
  await page.keyboard.type('Half a thought');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Settings' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Leave without saving?' });
  await expect(ask).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'leave dialog');
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Agent instructions' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Instructions' })).toContainText('Half a thought');

  await nav.getByRole('link', { name: 'Settings' }).click();
  await page
    .getByRole('alertdialog', { name: 'Leave without saving?' })
    .getByRole('button', { name: 'Leave' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
});

test('a reader sees the instructions read-only and is told why', async ({ page }) => {
  await openInstructions(page, 'reader');
  await expect(
    page.getByText('Only organization admins can change the agent instructions'),
  ).toBeVisible();
  await expect(page.getByRole('toolbar', { name: 'Formatting' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
  const view = page.getByRole('article', { name: 'Instructions' });
  await expect(view.getByRole('heading', { name: 'How the assistant answers' })).toBeVisible();
  await expect(view.locator('[contenteditable="true"]')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'agent instructions, reader');
});

/** Someone else saves the instructions while this page has unsaved edits. */
async function saveFromElsewhere(page: Page, text: string) {
  await page.evaluate(async (line) => {
    const response = await fetch('/v1/orgs/org_acme/agent-instructions', {
      method: 'PUT',
      headers: { Authorization: 'Bearer demo-admin', 'Content-Type': 'application/json' },
      body: JSON.stringify({
        instructions: {
          object: 'document',
          data: { schemaVersion: 1 },
          nodes: [
            {
              object: 'block',
              type: 'paragraph',
              nodes: [{ object: 'text', leaves: [{ object: 'leaf', text: line, marks: [] }] }],
            },
          ],
        },
      }),
    });
    if (!response.ok) throw new Error(`PUT: ${response.status}`);
  }, text);
}

test('a copy changed elsewhere asks which to keep: take theirs, then keep mine', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openInstructions(page);
  await newParagraphAtEnd(page);
  await page.keyboard.type('Words I will drop');
  await saveFromElsewhere(page, 'Their words win');

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const ask = page.getByRole('alertdialog', { name: 'Changed by someone else' });
  await expect(ask).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'conflict dialog');
  await ask.getByRole('button', { name: 'Take theirs' }).click();
  const editor = page.getByRole('textbox', { name: 'Instructions' });
  await expect(editor).toContainText('Their words win');
  await expect(editor).not.toContainText('Words I will drop');
  await expect(page.getByText('Unsaved changes')).toHaveCount(0);

  // Edited again, and changed elsewhere again: this time the page's copy is kept.
  await newParagraphAtEnd(page);
  await page.keyboard.type('My own words');
  await saveFromElsewhere(page, 'Other words');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await ask.getByRole('button', { name: 'Keep mine' }).click();
  await expect(editor).toContainText('My own words');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Agent instructions saved' }),
  ).toBeVisible();
  await page.reload();
  await expect(editor).toContainText('My own words');
  await expect(editor).not.toContainText('Other words');
});
