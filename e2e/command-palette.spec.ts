import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { signInToDemo } from './support/session.ts';

test('the palette opens with the keyboard, finds a change request by its words and opens it', async ({
  page,
}) => {
  await signInToDemo(page, 'admin');
  // The palette's button comes with the shortcuts' code, right after the first paint.
  await expect(page.getByRole('button', { name: 'Jump to…' })).toBeVisible();
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  const field = palette.getByRole('combobox', { name: 'Jump to or run' });
  await expect(field).toBeFocused();
  await field.fill('service map');
  const option = palette
    .getByRole('group', { name: 'Change requests' })
    .getByRole('option', { name: /#2 Explain the service map/ });
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await expect(palette.getByRole('status')).toHaveText(
    'Enter opens Change request: #2 Explain the service map',
  );
  await expectNoSeriousA11yViolations(page, 'command palette');
  await field.press('Enter');
  await expect(palette).toBeHidden();
  await expect(page).toHaveURL(/\/spaces\/space_handbook\/change-requests\/2$/);
  await expect(
    page.getByRole('heading', { level: 1, name: /Explain the service map/ }),
  ).toBeVisible();

  // Reopened empty, it offers the place just opened first.
  await page.getByRole('button', { name: 'Jump to…' }).click();
  await expect(
    palette.getByRole('group', { name: 'Recent' }).getByRole('option').first(),
  ).toHaveText(/#2 Explain the service map/);
});

test('the palette runs New space', async ({ page }) => {
  await signInToDemo(page, 'admin');
  // The palette's button comes with the shortcuts' code, right after the first paint.
  await expect(page.getByRole('button', { name: 'Jump to…' })).toBeVisible();
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  await palette.getByRole('combobox').fill('new space');
  await expect(palette.getByRole('status')).toHaveText('Enter runs New space');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'New space' });
  await dialog.getByRole('textbox', { name: 'Title' }).fill('Runbooks');
  await dialog.getByRole('button', { name: 'Create space' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Space “Runbooks” created' }),
  ).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Content' })
    .click();
  await expect(page.getByText('Runbooks')).toBeVisible();
});
