import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { setDemoFaults } from './support/demo-backend.ts';
import { signInToDemo } from './support/session.ts';
import {
  openSite,
  openSitePart,
  openSites,
  siteNav,
  structureRow as row,
} from './support/sites.ts';

// Each test signs in to the in-browser demo (fresh data per browser context). The structure
// editor's journeys are in site-structure.spec.ts.
test.describe.configure({ timeout: 90_000 });

const docs = 'Acme Developer Docs';
const publication = (page: Page) => page.getByRole('region', { name: 'Publication' });

/** Requests the console made that failed (4xx/5xx) and errors it logged, to expect none. */
function recordFailures(page: Page): string[] {
  const failures: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') failures.push(message.text());
  });
  return failures;
}

test('the list filters in the URL; a new site is created from spaces', async ({ page }) => {
  await signInToDemo(page);
  await openSites(page);
  await expect(page.getByRole('link', { name: 'Acme Help Center' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'sites list');

  await page.getByLabel('State').selectOption('false');
  await expect(page).toHaveURL(/published=false/);
  await expect(page.getByText('No site matches these filters.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear the filters' }).click();
  await page.getByLabel('Title contains').fill('help');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(/title=help/);
  await expect(page.getByRole('link', { name: 'Acme Help Center' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Acme Developer Docs' })).toHaveCount(0);

  await page.getByRole('button', { name: 'New site' }).click();
  const dialog = page.getByRole('dialog', { name: 'New site' });
  await dialog.getByRole('button', { name: 'Create site' }).click();
  await expect(dialog.getByText('Title is required.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'create site dialog');
  await dialog.getByLabel('Title').fill('Partner Portal');
  await dialog.getByLabel('Visibility').selectOption('share-link');
  await dialog.getByRole('checkbox', { name: 'API Reference' }).check();
  await dialog.getByRole('button', { name: 'Create site' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Partner Portal' })).toBeVisible();
  await expect(page.getByText('Unpublished: only members of the organization')).toBeVisible();
  await openSitePart(page, 'Structure');
  await expect(row(page, 'API Reference')).toBeVisible();
});

test('each part of a site has its own URL; unpublishing asks first', async ({ page }) => {
  await signInToDemo(page);
  const failures = recordFailures(page);
  await openSite(page, docs);
  await expect(
    siteNav(page).getByRole('link', { name: 'Overview and publishing' }),
  ).toHaveAttribute('aria-current', 'page');
  await expectNoSeriousA11yViolations(page, 'site overview');
  for (const [part, path, region] of [
    ['Structure', '/structure', 'Structure'],
    ['Audience', '/audience', 'Visitor schema'],
    ['Preview', '/preview', 'Preview'],
    ['Search and Ask', '/search', 'Search the site'],
    ['Settings', '/settings', 'Settings'],
  ] as const) {
    await openSitePart(page, part);
    await expect(page).toHaveURL(new RegExp(`/sites/site_docs${path}$`));
    await expect(page.getByRole('region', { name: region })).toBeVisible();
  }
  await page.goBack();
  await expect(page).toHaveURL(/\/sites\/site_docs\/search$/);
  // The seed's logo loads and a site without a visitor schema asks for none: nothing failed.
  expect(failures).toEqual([]);

  await openSitePart(page, 'Overview and publishing');
  const publish = page.getByRole('switch', { name: 'Publish' });
  await expect(publish).toBeChecked();
  await expect(page.getByText('anyone on the internet can read it')).toBeVisible();
  await expect(
    publication(page).getByRole('link', { name: 'https://docs.acme.test/docs' }),
  ).toBeVisible();

  await publish.click();
  const ask = page.getByRole('alertdialog', { name: `Unpublish “${docs}”?` });
  await expect(ask).toContainText('Anyone on the internet loses access at once');
  await expectNoSeriousA11yViolations(page, 'unpublish confirmation');
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(publish).toBeChecked();
  await publish.click();
  await ask.getByRole('button', { name: 'Unpublish' }).click();
  await expect(publish).not.toBeChecked();
  await expect(page.getByText('Unpublished: only members of the organization')).toBeVisible();
  await expect(page.getByText('It has no public address while unpublished.')).toBeVisible();

  await publish.click();
  await expect(publish).toBeChecked();
  await expect(
    publication(page).getByRole('link', { name: 'https://docs.acme.test/docs' }),
  ).toBeVisible();
});

test('settings show the rule next to the field; delete asks for the title', async ({ page }) => {
  await signInToDemo(page);
  await openSite(page, docs, 'Settings');
  const proxy = page.getByLabel('Proxy');
  await proxy.fill('not a proxy');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Proxy must be a host and a path')).toBeVisible();
  await expect(proxy).toHaveValue('not a proxy');
  await proxy.fill('www.acme.test/docs');
  await page.getByLabel('Basename').fill('developers');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Site settings saved', { exact: true })).toBeVisible();
  await openSitePart(page, 'Overview and publishing');
  await expect(
    publication(page).getByRole('link', { name: 'https://docs.acme.test/developers' }),
  ).toBeVisible();
  await openSitePart(page, 'Settings');

  await page.getByRole('button', { name: 'Delete site…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete “Acme Developer Docs”?' });
  const confirm = dialog.getByRole('button', { name: 'Delete site' });
  await expect(confirm).toBeDisabled();
  await expectNoSeriousA11yViolations(page, 'delete site dialog');
  await dialog.getByLabel('Site title').fill('Acme Developer Docs');
  await confirm.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sites' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Acme Developer Docs' })).toHaveCount(0);
});

test('the visitor schema is checked while typing and gives template conditions', async ({
  page,
}) => {
  await signInToDemo(page);
  await openSite(page, docs, 'Audience');
  const section = page.getByRole('region', { name: 'Visitor schema' });
  await expect(section.getByText('The site has no visitor schema yet.')).toBeVisible();
  await section.getByRole('button', { name: 'Add claim' }).click();
  await section.getByLabel('Claim 1 name').fill('isBeta');
  await section.getByRole('button', { name: 'Save visitor schema' }).click();
  await expect(section.getByText('Say what the claim means.', { exact: true })).toBeVisible();
  // The JSON view says the same in the schema's words.
  await expect(section.getByText(/description is required/)).toBeVisible();
  await section.getByLabel('Claim 1 description').fill('In the beta program.');

  const json = section.getByLabel('Schema as JSON');
  const text = await json.inputValue();
  await json.fill(
    text.replace('"additionalProperties": false\n}', '"additionalProperties": true\n}'),
  );
  await expect(section.getByText(/\/jsonSchema\/additionalProperties must be false/)).toBeVisible();
  await expect(json).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousA11yViolations(page, 'visitor schema with an error');
  await json.fill(text.replace('"additionalProperties": true', '"additionalProperties": false'));
  await expect(json).toHaveAttribute('aria-invalid', 'false');

  await section.getByRole('button', { name: 'Save visitor schema' }).click();
  await expect(section.getByText('visitor.claims.isBeta === true')).toBeVisible();
  await expect(
    section.getByRole('button', { name: 'Copy visitor.claims.isBeta === true' }),
  ).toBeVisible();

  // The platform's other kinds of claim: a string of allowed values and a number.
  await section.getByRole('button', { name: 'Add claim' }).click();
  await section.getByLabel('Claim 2 name').fill('plan');
  await section.getByLabel('Claim 2 description').fill('The plan.');
  await section.getByLabel('Claim 2 kind').selectOption('string');
  await section.getByLabel('Claim 2 allowed values').fill('free, pro');
  await section.getByRole('button', { name: 'Add claim' }).click();
  await section.getByLabel('Claim 3 name').fill('seats');
  await section.getByLabel('Claim 3 description').fill('Seats bought.');
  await section.getByLabel('Claim 3 kind').selectOption('number');
  await expect(json).toHaveValue(/"enum": \[\s*"free",\s*"pro"\s*\]/);
  await expectNoSeriousA11yViolations(page, 'visitor schema with claims of several kinds');
  await section.getByRole('button', { name: 'Save visitor schema' }).click();
  await expect(section.getByText('visitor.claims.plan === "pro"')).toBeVisible();
  await expect(section.getByText('visitor.claims.seats !== undefined')).toBeVisible();
});

test('search marks the matched words; Ask streams an answer and continues the thread', async ({
  page,
}) => {
  await signInToDemo(page, 'reader');
  await openSite(page, docs, 'Search and Ask');
  // Readers get no Settings part, and its URL says why.
  await expect(siteNav(page).getByRole('link', { name: 'Settings' })).toHaveCount(0);
  const search = page.getByRole('region', { name: 'Search the site' });
  await search.getByRole('searchbox', { name: 'Search the site' }).fill('deploy');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(search.getByText(/match “deploy”/)).toBeVisible();
  await expect(search.locator('mark').first()).toHaveText(/deploy/i);

  const ask = page.getByRole('region', { name: 'Ask' });
  await ask.getByLabel('Ask a question about the site').fill('How do I deploy?');
  await ask.getByRole('button', { name: 'Ask' }).click();
  // Streamed: the first words are on screen while the answer is still being written.
  const stop = ask.getByRole('button', { name: 'Stop answering' });
  await expect(ask.getByText(/^Here is what/)).toBeVisible();
  await expect(stop).toBeVisible();
  await expect(
    ask.getByText('Here is what Acme Developer Docs says about “How do I deploy?”:'),
  ).toBeVisible();
  await expect(stop).toBeHidden();
  await ask.getByLabel('Ask a follow-up question').fill('And then?');
  await ask.getByRole('button', { name: 'Ask' }).click();
  await expect(ask.getByText('Following up on “How do I deploy?”.')).toBeVisible();
  await expect(stop).toBeHidden();
  // A stopped answer keeps what arrived and says so. The injected latency slows each event,
  // so the answer is still being written when Stop is pressed, however loaded the machine.
  await setDemoFaults(page, 0, 400);
  await ask.getByLabel('Ask a follow-up question').fill('How do I install it?');
  await ask.getByRole('button', { name: 'Ask' }).click();
  await expect(ask.getByText('Following up on “And then?”.')).toBeVisible();
  await stop.click();
  await expect(ask.getByText('Stopped.')).toBeVisible();
  await expect(ask.getByRole('button', { name: 'Ask' })).toBeEnabled();
  // A failed answer says why and gives the question back, to send again.
  await setDemoFaults(page, 1);
  await ask.getByLabel('Ask a follow-up question').fill('What about Android?');
  await ask.getByRole('button', { name: 'Ask' }).click();
  await expect(ask.getByText(/temporarily unavailable/)).toBeVisible();
  await expect(ask.getByLabel('Ask a follow-up question')).toHaveValue('What about Android?');
  await setDemoFaults(page, 0);
  await expectNoSeriousA11yViolations(page, 'site page as a reader, with search and ask');
  await page.goto(page.url().replace(/\/search$/, '/settings'));
  await expect(
    page.getByText('Only admins can change a site’s settings or delete it.'),
  ).toBeVisible();
});

test('the preview of a share-link site needs its key', async ({ page }) => {
  await signInToDemo(page);
  await openSite(page, 'Acme Help Center', 'Preview');
  const preview = page.getByRole('region', { name: 'Preview' });
  await preview.getByRole('button', { name: 'Preview' }).click();
  await expect(preview.getByText(/the key is missing or wrong/)).toBeVisible();
  await preview.getByLabel('Share key').fill('sk_help_center_2c9e41');
  await preview.getByRole('button', { name: 'Preview' }).click();
  const drawn = preview.getByRole('group', { name: 'Preview of Acme Help Center' });
  await expect(drawn).toBeVisible();
  await expect(drawn.getByRole('navigation', { name: 'Preview navigation' })).toContainText('FAQ');
  // This site opens in dark mode and does not let visitors switch.
  await expect(preview.getByRole('radio', { name: 'Dark (visitors’ default)' })).toBeChecked();
  await expect(drawn).toContainText('Support is closed on public holidays.');
  await expect(drawn).not.toContainText('Powered by Folio');
  await expectNoSeriousA11yViolations(page, 'site preview');
});

test('the preview draws the customization, per site space and in both colour modes', async ({
  page,
}) => {
  await signInToDemo(page, 'reader');
  await openSite(page, docs, 'Preview');
  const preview = page.getByRole('region', { name: 'Preview' });
  const drawn = preview.getByRole('group', { name: 'Preview of Acme Developer Docs' });
  // The seed's logo ships with the console and loads.
  const logo = drawn.getByRole('img', { name: 'Acme Developer Docs logo' }).first();
  await expect
    .poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  await expect(drawn).toContainText('API v2 is now generally available.');
  await expect(drawn).toContainText('Read the migration guide');
  await expect(drawn).toContainText('Acme Cloud');
  await expect(drawn).toContainText('only when visitor.claims.isBeta === true');
  await expect(drawn).toContainText('Copy as Markdown');
  await expect(drawn).toContainText('Was this page helpful?');
  await expect(drawn).toContainText('© 2026 Acme Inc. · Privacy policy · Powered by Folio');
  // The header is painted in the site's brand colour (the "bold" preset).
  await expect(drawn.locator('header')).toHaveCSS('background-color', 'rgb(11, 110, 79)');

  // The API site space has its own title and colours.
  const nav = drawn.getByRole('navigation', { name: 'Preview navigation' });
  await nav.getByRole('button', { name: 'API Reference (home)' }).click();
  const api = preview.getByRole('group', { name: 'Preview of Acme API Reference' });
  await expect(api.locator('header')).toHaveCSS('background-color', 'rgb(109, 40, 217)');
  await expect(preview.getByRole('status')).toHaveText(
    'Showing API Reference, which has a customization of its own.',
  );
  await expect(api.getByRole('button', { name: 'API Reference (home)' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  // Dark mode uses the dark values.
  await preview.getByRole('radio', { name: 'Dark' }).check();
  await expect(api.locator('header')).toHaveCSS('background-color', 'rgb(196, 181, 253)');

  await preview.getByText('Every visitor setting').click();
  await expect(
    preview.getByText(/https:\/\/analytics\.acme\.test\/site\.js \(sets cookies/),
  ).toBeVisible();
  await expect(preview.getByText('Open in a new tab')).toBeVisible();
  await expect(
    preview.getByText('copy as Markdown, open in an AI chat, connect with MCP'),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'site preview with every setting, dark');
});
