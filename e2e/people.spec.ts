import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { signInToDemo } from './support/session.ts';

// Each test signs in to the in-browser demo (fresh data per browser context).
test.describe.configure({ timeout: 90_000 });

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

async function openSettingsTab(page: Page, tab: 'Members' | 'Teams' | 'SSO') {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Settings' })
    .click();
  await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: tab }).click();
}

/** Pastes `text` into `field` the way a person does: through the clipboard. */
async function paste(page: Page, field: Locator, text: string) {
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await field.focus();
  await page.keyboard.press('ControlOrMeta+V');
}

const heading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name, exact: true });

/** Cells of the Members table whose text is cut (wider than the cell shows). */
async function cutCells(page: Page): Promise<string[]> {
  return page
    .getByRole('table', { name: 'Members' })
    .getByRole('cell')
    .evaluateAll((cells) =>
      cells
        .filter((cell) => cell.scrollWidth > cell.clientWidth + 1)
        .map((cell) => cell.textContent ?? ''),
    );
}

test('members: filters in the URL, one row per member in view, nothing cut at 1280 or 1400 px', async ({
  page,
}) => {
  await signInToDemo(page, 'admin');
  await openSettingsTab(page, 'Members');
  await expect(heading(page, 'Members')).toBeVisible();
  const table = page.getByRole('table', { name: 'Members' });
  await expect(table).toHaveAttribute('aria-rowcount', '20');
  await expect(table.getByRole('row', { name: /Kenji Watanabe/ })).toContainText('Disabled');
  await expectNoSeriousA11yViolations(page, 'members');

  // Nothing is cut at a laptop's widths, and the Actions column stays narrow.
  for (const width of [1280, 1400]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(page.getByRole('combobox', { name: /^Role of/ }).first()).toBeVisible();
    expect(await cutCells(page), `at ${width} px`).toEqual([]);
  }
  const actions = page.getByRole('columnheader', { name: 'Actions' });
  expect((await actions.boundingBox())?.width).toBeLessThanOrEqual(96);

  await page.getByRole('searchbox', { name: 'Search members' }).fill('acme.test');
  await page.getByLabel('Role', { exact: true }).selectOption('edit');
  await expect(page).toHaveURL(/search=acme\.test/);
  await expect(page).toHaveURL(/role=edit/);
  await expect(page.getByRole('status')).toHaveText('4 members match the filters.');
  await page.reload();
  await expect(page.getByLabel('Role', { exact: true })).toHaveValue('edit');
  await expect(table.getByRole('row', { name: /Nadia Benali/ })).toContainText('SSO');
});

test('members: an admin changes a member’s role from the row', async ({ page }) => {
  await signInToDemo(page, 'admin');
  await openSettingsTab(page, 'Members');
  await page.getByRole('searchbox', { name: 'Search members' }).fill('rita');
  const role = page.getByRole('combobox', { name: 'Role of Rita Reader' });
  await expect(role).toHaveValue('read');
  await role.selectOption('edit');
  await expect(role).toBeEnabled();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Role of Rita Reader' })).toHaveValue('edit');
});

test('members: demoting an admin asks first and has Undo; the last admin’s refusal reads in full', async ({
  page,
}) => {
  await signInToDemo(page, 'admin');
  await openSettingsTab(page, 'Members');
  await page.getByLabel('Role', { exact: true }).selectOption('admin');
  await page.getByRole('combobox', { name: 'Role of Hana Ito' }).selectOption('edit');
  const demote = page.getByRole('alertdialog', { name: 'Demote Hana Ito?' });
  await expect(demote).toContainText('Hana Ito will no longer be an admin of Acme Docs');
  await expectNoSeriousA11yViolations(page, 'demote an admin');
  await demote.getByRole('button', { name: 'Make Edit' }).click();
  const toasts = page.getByRole('region', { name: /Notifications/ });
  await expect(toasts.getByText('Hana Ito’s role is now Edit')).toBeVisible();
  await toasts.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('combobox', { name: 'Role of Hana Ito' })).toHaveValue('admin');

  // Now Hana goes for good, and Ada, the last admin, tries to step down herself.
  await page.getByRole('combobox', { name: 'Role of Hana Ito' }).selectOption('edit');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Make Edit' }).click();
  await expect(page.getByRole('combobox', { name: 'Role of Hana Ito' })).toHaveCount(0);
  const ada = page.getByRole('combobox', { name: 'Role of Ada Admin' });
  await ada.selectOption('read');
  const stepDown = page.getByRole('alertdialog', { name: 'Stop being an admin of Acme Docs?' });
  await stepDown.getByRole('button', { name: 'Make Read' }).click();
  const refusal = page.getByRole('alert').filter({ hasText: 'last admin' });
  await expect(refusal).toHaveText(
    "Ada Admin’s role was not changed: Ada Admin is the last admin of 'Acme Docs', so you cannot change their role. Make another member an admin first.",
  );
  await expect(ada).toHaveAccessibleDescription(/last admin/);
  await expect(ada).toHaveValue('admin');
  await expectNoSeriousA11yViolations(page, 'last admin refusal');

  // Removing a member says it cannot be undone; removing yourself reads differently.
  // By keyboard: the toasts of the changes above sit over the row's end.
  await page.getByRole('button', { name: 'Remove Ada Admin' }).focus();
  await page.keyboard.press('Enter');
  const leave = page.getByRole('alertdialog', { name: 'Remove yourself from Acme Docs?' });
  await expect(leave).toContainText('You lose access to Acme Docs at once');
  await leave.getByRole('button', { name: 'Cancel' }).click();
});

test('an admin creates a team, adds pasted emails, promotes, removes in bulk, renames and deletes it', async ({
  page,
}) => {
  await signInToDemo(page, 'admin');
  await openSettingsTab(page, 'Teams');
  await expect(heading(page, 'Teams')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Engineering' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'teams');

  await page.getByRole('button', { name: 'Create team' }).click();
  const create = page.getByRole('dialog', { name: 'Create team' });
  await create.getByLabel('Title').fill('Release crew');
  await create.getByRole('combobox', { name: 'Members' }).fill('hana');
  await create.getByRole('option', { name: /Hana Ito/ }).click();
  await expect(create.getByRole('button', { name: 'Remove Hana Ito' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'create team dialog');
  await create.getByRole('button', { name: 'Create team' }).click();
  await expect(heading(page, 'Release crew')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'team page');

  // Three pasted emails, one of which is nobody's.
  await page.getByRole('button', { name: 'Add members' }).click();
  const add = page.getByRole('dialog', { name: 'Add members to Release crew' });
  const picker = add.getByRole('combobox', { name: 'Members to add' });
  await paste(page, picker, 'omar@acme.test, lena@acme.test\nnobody@acme.test');
  await expect(
    add.getByText('This matches no member of the organization: nobody@acme.test.'),
  ).toBeVisible();
  await expect(add.getByRole('button', { name: 'Remove Omar Haddad' })).toBeVisible();
  await expect(add.getByRole('button', { name: 'Remove Lena Fischer' })).toBeVisible();
  await picker.fill('tom@acme.test');
  await picker.press('Enter');
  await expect(add.getByRole('button', { name: 'Remove Tom Okafor' })).toBeVisible();
  await add.getByRole('button', { name: 'Add members' }).click();
  await expect(add).toBeHidden();
  await expect(page.getByText('4 members · 0 spaces')).toBeVisible();

  // Promote an owner from the row's select.
  await page.getByLabel('Team role of Lena Fischer').selectOption('owner');
  // In the toasts' region: Radix also puts a short-lived copy in a live region to announce it.
  await expect(
    page
      .getByRole('region', { name: /Notifications/ })
      .getByText('Lena Fischer is now an owner of Release crew'),
  ).toBeVisible();

  // Remove two at once: one request, whatever the number.
  const puts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().endsWith('/members')) puts.push(request.url());
  });
  await page.getByRole('checkbox', { name: 'Select Omar Haddad' }).check();
  await page.getByRole('checkbox', { name: 'Select Tom Okafor' }).check();
  const bar = page.getByRole('region', { name: 'Selected members' });
  await expect(bar).toContainText('2 members selected');
  await expectNoSeriousA11yViolations(page, 'team page with a selection');
  await bar.getByRole('button', { name: 'Remove from team' }).click();
  await expect(page.getByRole('checkbox', { name: 'Select Omar Haddad' })).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: 'Select Tom Okafor' })).toHaveCount(0);
  await expect(page.getByText('2 members · 0 spaces')).toBeVisible();
  expect(puts).toHaveLength(1);

  await page.getByRole('button', { name: 'Rename' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename team' });
  await rename.getByLabel('Title').fill('Release managers');
  await rename.getByRole('button', { name: 'Rename' }).click();
  await expect(heading(page, 'Release managers')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(
    'Release managers',
  );

  await page.getByRole('button', { name: 'Delete team' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete the team “Release managers”?' });
  await expect(confirm).toContainText('Its 2 members lose the access the team gives them');
  await expectNoSeriousA11yViolations(page, 'delete team confirmation');
  await confirm.getByRole('button', { name: 'Delete team' }).click();
  await expect(heading(page, 'Teams')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Release managers' })).toHaveCount(0);
});

test('an owner adds a member to their team but cannot rename or delete it, sees no other team, and keeps its last owner', async ({
  page,
}) => {
  await signInToDemo(page, 'editor');
  await openSettingsTab(page, 'Teams');
  await expect(heading(page, 'Teams')).toBeVisible();
  await expect(page.getByText(/These are the teams you own/)).toBeVisible();
  await expect(page.getByRole('rowheader')).toHaveText(['Engineering']);
  await expect(page.getByRole('button', { name: 'Create team' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'teams as owner');

  await page.getByRole('link', { name: 'Engineering' }).click();
  await expect(heading(page, 'Engineering')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Rename' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete team' })).toHaveCount(0);

  // A team keeps an owner: its only owner is asked, then told why not. That the refusal
  // changed nothing in the backend is checked by the team page's component test.
  const eddie = page.getByLabel('Team role of Eddie Editor');
  await eddie.selectOption('member');
  const ask = page.getByRole('alertdialog', { name: 'Stop being an owner of Engineering?' });
  await expect(ask).toContainText('You will no longer manage the members of Engineering');
  await expectNoSeriousA11yViolations(page, 'step down as owner');
  await ask.getByRole('button', { name: 'Make me a member' }).click();
  await expect(page.getByRole('alert')).toContainText(
    "Eddie Editor is the last owner of the team 'Engineering', so you cannot change their team role.",
  );
  await expect(eddie).toHaveValue('owner');

  await page.getByRole('button', { name: 'Add members' }).click();
  const add = page.getByRole('dialog', { name: 'Add members to Engineering' });
  await add.getByRole('combobox', { name: 'Members to add' }).fill('priya');
  await add.getByRole('option', { name: /Priya Natarajan/ }).click();
  await add.getByRole('button', { name: 'Add members' }).click();
  await expect(page.getByLabel('Team role of Priya Natarajan')).toHaveValue('member');
  await expectNoSeriousA11yViolations(page, 'team page as owner');
});

test('a reader sees the teams read only', async ({ page }) => {
  await signInToDemo(page, 'reader');
  await openSettingsTab(page, 'Teams');
  await expect(heading(page, 'Teams')).toBeVisible();
  await expect(page.getByRole('rowheader')).toHaveCount(5);
  await expect(page.getByText(/Only admins and a team’s owners change teams/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create team' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Support' }).click();
  await expect(heading(page, 'Support')).toBeVisible();
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add members' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'team page as reader');

  // No SSO tab, and its URL says who it is for.
  await expect(
    page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'SSO' }),
  ).toHaveCount(0);
  await page.goto(page.url().replace(/\/teams\/.*$/, '/sso'));
  await expect(heading(page, 'Single sign-on')).toBeVisible();
  await expect(
    page.getByText(/Only admins of Acme Docs can see and change its SSO setup/),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'SSO as reader');
});

test('an admin registers a pending provider, completes it, copies its ACS URL and deletes it', async ({
  page,
}) => {
  await signInToDemo(page, 'admin');
  await openSettingsTab(page, 'SSO');
  await expect(heading(page, 'Single sign-on')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Microsoft Entra ID' })).toContainText(
    'Pending: missing certificate',
  );
  await expectNoSeriousA11yViolations(page, 'SSO');

  // A certificate to paste later: Okta's, as an admin would copy it from their provider.
  await page.getByRole('button', { name: 'Edit Okta' }).click();
  const okta = page.getByRole('dialog', { name: 'Edit Okta' });
  const certificate = await okta.getByLabel('Certificate').inputValue();
  await okta.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: 'Register identity provider' }).click();
  const register = page.getByRole('dialog', { name: 'Register identity provider' });
  // A second provider of the same label is refused at its field (a second team of the same
  // name, in the Teams screen's component test).
  await register.getByLabel('Label').fill('Okta');
  await register.getByRole('button', { name: 'Register provider' }).click();
  await expect(register.getByLabel('Label')).toHaveAccessibleDescription(
    /'Okta' is already the label of a SAML provider/,
  );
  await expectNoSeriousA11yViolations(page, 'repeated provider label');
  await register.getByLabel('Label').fill('Test IdP');
  await register.getByLabel('SSO URL').fill('https://idp.example.test/sso');
  await register.getByLabel('Issuer').fill('https://idp.example.test/entity');
  await register.getByLabel('Default team').selectOption({ label: 'Support' });
  await expectNoSeriousA11yViolations(page, 'register identity provider');
  await register.getByRole('button', { name: 'Register provider' }).click();
  const card = page.getByRole('region', { name: 'Test IdP' });
  await expect(card).toContainText('Pending: missing certificate');

  await card.getByRole('button', { name: 'Copy the ACS URL of Test IdP' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Copied the ACS URL' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/^https:\/\/app\.folio\.example\/auth\/saml\/org_acme\/[^/]+\/acs$/);
  await expect(card).toContainText(copied);

  await card.getByRole('button', { name: 'Edit Test IdP' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Test IdP' });
  const field = edit.getByLabel('Certificate');
  await paste(page, field, certificate.slice(0, 200));
  await expect(field).toHaveAccessibleDescription(/This is not a whole certificate/);
  await expectNoSeriousA11yViolations(page, 'certificate error');
  await field.fill('');
  await paste(page, field, certificate);
  await expect(field).toHaveAccessibleDescription(/A whole certificate/);
  await edit.getByRole('button', { name: 'Save provider' }).click();
  await expect(card).toContainText('Active');

  await card.getByRole('button', { name: 'Delete Test IdP' }).click();
  const remove = page.getByRole('dialog', { name: 'Delete Test IdP?' });
  await expect(remove.getByRole('button', { name: 'Delete provider' })).toBeDisabled();
  await remove.getByLabel('Type “Test IdP” to confirm').fill('Test IdP');
  await expectNoSeriousA11yViolations(page, 'delete provider');
  await remove.getByRole('button', { name: 'Delete provider' }).click();
  await expect(card).toHaveCount(0);
});
