import { expect, test, type Page } from '@playwright/test';
import { backendHolds, commitUnderChaos, reloadCalmly } from './support/chaos.ts';
import { openDocsStructure, siteTree, structureRow } from './support/sites.ts';
import { signInToDemo } from './support/session.ts';
import { escapeRegExp } from './support/tree.ts';

/**
 * The chaos journey (issue 27): each mutating action of the console, committed while the
 * backend fails half of its calls and answers slowly, until it says it succeeded or the person
 * gives up. Then a reload, and three things must agree: what the screen said, what the screen
 * shows, and what the backend holds.
 */

test.describe.configure({ timeout: 120_000 });

const contentRow = (page: Page, title: string) =>
  page
    .getByRole('tree', { name: 'Content' })
    .getByRole('treeitem', { name: new RegExp(`^${escapeRegExp(title)}, `) });

async function openContent(page: Page) {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Content' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Content' })).toBeVisible();
}

/**
 * Opens an area from the main navigation, and one of its tabs: the app is already loaded, and
 * an address typed instead would load it and start the demo backend again for nothing.
 */
async function openArea(page: Page, area: string, tab?: string) {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: area, exact: true })
    .click();
  if (tab) {
    await page
      .getByRole('navigation', { name: area })
      .getByRole('link', { name: tab, exact: true })
      .click();
  }
}

const toast = (page: Page, text: string | RegExp) =>
  page.getByRole('status').filter({ hasText: text });

test('content: creating a space', async ({ page }) => {
  await signInToDemo(page);
  await openContent(page);
  await page.getByRole('button', { name: 'New space' }).click();
  const dialog = page.getByRole('dialog', { name: 'New space' });
  await dialog.getByLabel('Title').fill('Chaos Notes');
  const said = await commitUnderChaos(page, {
    commit: () => dialog.getByRole('button', { name: 'Create space' }).click(),
    success: toast(page, 'Space “Chaos Notes” created'),
    failure: dialog.getByRole('alert'),
  });
  if (said === 'failure') await expect(dialog.getByLabel('Title')).toHaveValue('Chaos Notes');

  await reloadCalmly(page);
  const held = await backendHolds<{ items: { title: string }[] }>(
    page,
    '/v1/orgs/org_acme/spaces?limit=100',
  );
  const made = said === 'success' ? 1 : 0;
  expect(held.items.filter((space) => space.title === 'Chaos Notes')).toHaveLength(made);
  await expect(
    page.getByRole('tree', { name: 'Content' }).getByRole('treeitem').first(),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Collapse all' }).click();
  await expect(contentRow(page, 'Chaos Notes')).toHaveCount(made);
});

/** The sections of a site that hold a site space of the space `spaceId`. */
async function sectionsHolding(page: Page, spaceId: string): Promise<string[]> {
  const held = await backendHolds<unknown>(page, '/v1/orgs/org_acme/sites/site_docs/structure');
  const sections = new Set<string>();
  const walk = (node: unknown, section: string) => {
    if (Array.isArray(node)) return node.forEach((child) => walk(child, section));
    if (!node || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    const inSection = record['object'] === 'site-section' ? String(record['title']) : section;
    const space = record['space'] as { id?: string } | undefined;
    if (record['object'] === 'site-space' && space?.id === spaceId) sections.add(section);
    Object.values(record).forEach((child) => walk(child, inSection));
  };
  walk(held, '');
  return [...sections];
}

test('site structure: moving a site space to another section, there and back', async ({ page }) => {
  await signInToDemo(page);
  await openDocsStructure(page);
  await page.getByRole('button', { name: 'Expand all' }).click();
  const dialog = page.getByRole('dialog', { name: 'Move “Customer Onboarding”' });
  const open = async (section: string) => {
    await siteTree(page)
      .getByRole('button', { name: 'Actions for Customer Onboarding', exact: true })
      .click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'Move to…' }).click();
    await dialog.getByLabel('New place').selectOption({ label: `\u2003${section}` });
  };
  // Each move sends more than one call against a backend without the atomic move: three moves
  // give the chaos many chances to fail one of them halfway.
  let where = 'Guides';
  for (const section of ['API reference', 'Guides', 'API reference']) {
    await open(section);
    const said = await commitUnderChaos(page, {
      commit: () => dialog.getByRole('button', { name: 'Move' }).click(),
      success: toast(page, /Customer Onboarding moved/),
      // Said in the tree's live region, next to the row.
      failure: page.getByText(/^Customer Onboarding (was not moved|was only partly moved)/),
      again: async () => {
        // A failed move leaves nothing half done: the space is still in one section only.
        await expect(structureRow(page, 'Customer Onboarding'), 'after a failed move').toHaveCount(
          1,
        );
        if (await dialog.isHidden()) await open(section);
      },
    });
    if (said === 'success') where = section;

    await reloadCalmly(page);
    expect(await sectionsHolding(page, 'space_onboarding')).toEqual([where]);
    await page.getByRole('button', { name: 'Expand all' }).click();
    await expect(structureRow(page, 'Customer Onboarding')).toHaveCount(1);
  }
});

test('teams: creating a team', async ({ page }) => {
  await signInToDemo(page);
  await openArea(page, 'Settings', 'Teams');
  await page.getByRole('button', { name: 'Create team' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create team' });
  await dialog.getByLabel('Title').fill('Chaos crew');
  const said = await commitUnderChaos(page, {
    commit: () => dialog.getByRole('button', { name: 'Create team' }).click(),
    success: toast(page, 'Created “Chaos crew”'),
    failure: dialog.getByRole('alert'),
  });
  if (said === 'failure') await expect(dialog.getByLabel('Title')).toHaveValue('Chaos crew');

  await reloadCalmly(page);
  const held = await backendHolds<{ items: { title: string }[] }>(
    page,
    '/v1/orgs/org_acme/teams?limit=100',
  );
  const made = said === 'success' ? 1 : 0;
  expect(held.items.filter((team) => team.title === 'Chaos crew')).toHaveLength(made);
  if (made) await expect(page.getByRole('heading', { level: 1, name: 'Chaos crew' })).toBeVisible();
});

/** The backend's reason for a failed call, wherever the screen says it. */
const reason = (page: Page) => page.getByText(/temporarily unavailable/);

test('organization settings: renaming the organization', async ({ page }) => {
  await signInToDemo(page);
  await openArea(page, 'Settings');
  await page.getByLabel('Title', { exact: true }).fill('Acme Chaos Docs');
  const said = await commitUnderChaos(page, {
    commit: () => page.getByRole('button', { name: 'Save settings' }).click(),
    success: toast(page, 'Settings saved'),
    failure: reason(page),
  });
  if (said === 'failure') {
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Acme Chaos Docs');
  }

  await reloadCalmly(page);
  const held = await backendHolds<{ title: string }>(page, '/v1/orgs/org_acme');
  const title = said === 'success' ? 'Acme Chaos Docs' : 'Acme Docs';
  expect(held.title).toBe(title);
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title);
});

test('OpenAPI: adding a specification', async ({ page }) => {
  await signInToDemo(page);
  await openArea(page, 'OpenAPI');
  await page.getByRole('button', { name: 'Add specification' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add specification' });
  await dialog.getByLabel('Slug').fill('chaos-api');
  await dialog.getByLabel('URL').fill('https://api.acme.test/openapi/chaos.yaml');
  const said = await commitUnderChaos(page, {
    commit: () => dialog.getByRole('button', { name: 'Add specification' }).click(),
    success: toast(page, 'Added “chaos-api”'),
    failure: reason(page),
  });
  if (said === 'failure') await expect(dialog.getByLabel('Slug')).toHaveValue('chaos-api');

  await reloadCalmly(page);
  const held = await backendHolds<{ items: { slug: string }[] }>(
    page,
    '/v1/orgs/org_acme/openapi?limit=100',
  );
  const made = said === 'success' ? 1 : 0;
  expect(held.items.filter((spec) => spec.slug === 'chaos-api')).toHaveLength(made);
});

test('integrations: installing an integration', async ({ page }) => {
  await signInToDemo(page);
  await openArea(page, 'Integrations');
  await page.getByRole('main').getByRole('link', { name: 'Pulse Analytics' }).first().click();
  const installation = page.getByRole('complementary', { name: 'Installation' });
  const dialog = page.getByRole('dialog', { name: 'Install Pulse Analytics in Acme Docs?' });
  await installation.getByRole('button', { name: 'Install…', exact: true }).click();
  const said = await commitUnderChaos(page, {
    commit: () => dialog.getByRole('button', { name: 'Install' }).click(),
    success: toast(page, 'Installed Pulse Analytics'),
    failure: reason(page),
    again: async () => {
      // The dialog closes with either outcome; the failure is said in a toast.
      await expect(dialog).toBeHidden();
      await installation.getByRole('button', { name: 'Install…', exact: true }).click();
    },
  });
  // What the toast says, the panel shows, even when the lists' reload after it failed.
  if (said === 'success') await expect(installation.getByText('Needs configuration')).toBeVisible();

  await reloadCalmly(page);
  const held = await backendHolds<{ items: { integration: { name: string } }[] }>(
    page,
    '/v1/orgs/org_acme/installations?limit=100',
  );
  const made = said === 'success' ? 1 : 0;
  expect(held.items.filter((item) => item.integration.name === 'pulse-analytics')).toHaveLength(
    made,
  );
  await expect(installation.getByRole('button', { name: 'Install…', exact: true })).toHaveCount(
    1 - made,
  );
});

test('change requests: approving a change request', async ({ page }) => {
  await signInToDemo(page, 'reviewer');
  await page.goto('/orgs/org_acme/spaces/space_handbook/change-requests/12');
  const panel = page.getByRole('region', { name: 'Review' });
  await panel.getByLabel('Review comment (optional)').fill('Reads well under load.');
  const said = await commitUnderChaos(page, {
    commit: () => panel.getByRole('button', { name: 'Approve' }).click(),
    success: toast(page, 'You approved'),
    failure: reason(page),
  });
  if (said === 'failure') {
    await expect(panel.getByLabel('Review comment (optional)')).toHaveValue(
      'Reads well under load.',
    );
  }

  await reloadCalmly(page);
  const held = await backendHolds<{ items: { status: string; reviewer: { id: string } }[] }>(
    page,
    '/v1/spaces/space_handbook/change-requests/cr_handbook_12/reviews',
    'demo-reviewer',
  );
  const approvals = held.items.filter(
    (review) => review.reviewer.id === 'user_rhea' && review.status === 'approved',
  );
  expect(approvals).toHaveLength(said === 'success' ? 1 : 0);
  const rules = page
    .getByRole('region', { name: 'Merge' })
    .getByRole('list', { name: 'Merge rules' });
  await expect(rules).toContainText(
    said === 'success' ? 'Approved by Rhea Reviewer' : 'Needs a review from Rhea Reviewer',
  );
});

test('translations: creating a translation', async ({ page }) => {
  await signInToDemo(page);
  await page.goto('/orgs/org_acme/translations/new');
  await page.getByLabel('Source space').selectOption({ label: 'Engineering Handbook' });
  await page.getByLabel('To language').selectOption({ label: 'Spanish (es)' });
  const said = await commitUnderChaos(page, {
    commit: () => page.getByRole('button', { name: 'Create translation' }).click(),
    success: toast(page, 'Translation queued'),
    failure: reason(page),
  });
  if (said === 'failure') await expect(page.getByLabel('To language')).toHaveValue('es');

  await reloadCalmly(page);
  const held = await backendHolds<{ items: { language: string }[] }>(
    page,
    '/v1/orgs/org_acme/translations?limit=100',
  );
  const made = held.items.filter((item) => item.language === 'es');
  expect(made).toHaveLength(said === 'success' ? 1 : 0);
});

test('imports: starting an import', async ({ page }) => {
  await signInToDemo(page);
  await page.goto('/orgs/org_acme/imports/new');
  const form = page.getByRole('form', { name: 'Import a website' });
  await form.getByLabel('Website URL').fill('https://chaos.example.com');
  await form.getByLabel('Target space').selectOption({ label: 'API Reference' });
  const said = await commitUnderChaos(page, {
    commit: () => form.getByRole('button', { name: 'Start import' }).click(),
    success: toast(page, 'Import started'),
    failure: reason(page),
  });
  if (said === 'failure') {
    await expect(form.getByLabel('Website URL')).toHaveValue('https://chaos.example.com');
  }

  await reloadCalmly(page);
  const held = await backendHolds<{ items: { source: { url: string } }[] }>(
    page,
    '/v1/org/org_acme/imports?limit=100',
  );
  const made = held.items.filter((run) => run.source.url.startsWith('https://chaos.example.com'));
  expect(made).toHaveLength(said === 'success' ? 1 : 0);
});

test('insights: creating a change request for a topic', async ({ page }) => {
  await signInToDemo(page);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Insights' })
    .click();
  await page
    .getByRole('list', { name: 'Topics' })
    .getByRole('link', { name: 'Token expiry' })
    .click();
  await page.getByRole('button', { name: 'Create change request' }).click();
  const dialog = page.getByRole('dialog', { name: /Create a change request/ });
  await dialog.getByLabel('Space').selectOption({ label: 'API Reference' });
  await dialog.getByLabel('Subject').fill('Chaos: warn before tokens expire');
  const said = await commitUnderChaos(page, {
    commit: () => dialog.getByRole('button', { name: 'Create change request' }).click(),
    success: toast(page, /Created change request #\d+/),
    failure: reason(page),
  });
  if (said === 'failure') {
    await expect(dialog.getByLabel('Subject')).toHaveValue('Chaos: warn before tokens expire');
  }

  await reloadCalmly(page);
  const held = await backendHolds<{ items: { subject: string }[] }>(
    page,
    '/v1/spaces/space_api/change-requests?status=draft&limit=100',
  );
  const made = said === 'success' ? 1 : 0;
  expect(held.items.filter((request) => request.subject.startsWith('Chaos:'))).toHaveLength(made);
  await expect(
    page
      .getByRole('list', { name: 'Linked change requests' })
      .getByRole('link', { name: /Chaos: warn before tokens expire/ }),
  ).toHaveCount(made);
});

test('SSO: registering an identity provider', async ({ page }) => {
  await signInToDemo(page);
  await openArea(page, 'Settings', 'SSO');
  await page.getByRole('button', { name: 'Register identity provider' }).click();
  const dialog = page.getByRole('dialog', { name: 'Register identity provider' });
  await dialog.getByLabel('Label').fill('Chaos IdP');
  await dialog.getByLabel('SSO URL').fill('https://idp.example.test/sso');
  await dialog.getByLabel('Issuer').fill('https://idp.example.test/entity');
  const said = await commitUnderChaos(page, {
    commit: () => dialog.getByRole('button', { name: 'Register provider' }).click(),
    success: toast(page, 'Registered Chaos IdP'),
    failure: reason(page),
  });
  if (said === 'failure') await expect(dialog.getByLabel('Label')).toHaveValue('Chaos IdP');

  await reloadCalmly(page);
  const held = await backendHolds<{ items: { label: string }[] }>(page, '/v1/orgs/org_acme/saml');
  const made = said === 'success' ? 1 : 0;
  expect(held.items.filter((provider) => provider.label === 'Chaos IdP')).toHaveLength(made);
  await expect(page.getByRole('region', { name: 'Chaos IdP' })).toHaveCount(made);
});

test('members: changing a member’s role', async ({ page }) => {
  await signInToDemo(page);
  await openArea(page, 'Settings', 'Members');
  await page.getByRole('searchbox', { name: 'Search members' }).fill('rita');
  const role = page.getByRole('combobox', { name: 'Role of Rita Reader' });
  await expect(role).toHaveValue('read');
  const said = await commitUnderChaos(page, {
    commit: async () => {
      await role.selectOption('edit');
    },
    success: toast(page, 'Rita Reader’s role is now Edit'),
    failure: reason(page),
    // A refused change puts the select back on the role the member still has.
    again: () => expect(role).toHaveValue('read'),
  });

  await reloadCalmly(page);
  const held = await backendHolds<{ items: { user: { id: string }; role: string }[] }>(
    page,
    '/v1/orgs/org_acme/members?limit=100',
  );
  const rita = held.items.find((member) => member.user.id === 'user_rita');
  const now = said === 'success' ? 'edit' : 'read';
  expect(rita?.role).toBe(now);
  await page.getByRole('searchbox', { name: 'Search members' }).fill('rita');
  await expect(page.getByRole('combobox', { name: 'Role of Rita Reader' })).toHaveValue(now);
});
