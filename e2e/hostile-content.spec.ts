import {
  expect,
  request as apiRequest,
  test,
  type APIRequestContext,
  type APIResponse,
  type Page,
  type Route,
} from '@playwright/test';
import { connectRemote } from './support/session.ts';
import { apiUrl } from './support/servers.ts';

/*
 * Hostile text and addresses, stored through the API of the server Playwright starts and shown
 * by every screen that shows them, in remote mode: no dialog opens, no script runs, no markup
 * is inserted as HTML, no `javascript:` link is live. The content lives in Umbrella Labs, the
 * organization of Uma alone, so the other journeys against this server never meet it; the
 * server is reset afterwards.
 *
 * The API refuses dangerous addresses (it checks them as it checks everything else), so to show
 * what the console does with a server that does not, the answers are also rewritten on their
 * way to the page: every address in them becomes `javascript:`.
 */

const token = 'demo-umbrella';
const org = 'org_umbrella';
/**
 * Runs, if it ever runs, by opening a dialog (the script also counts in the page). Short enough
 * for the platform's limits (a collection's title 50, its description 100 characters).
 */
const markup = `<img src=x onerror="alert(1)">`;
const script = `<script>__xss=1;alert(2)</script>`;
const dangerousUrl = 'javascript:window.__xss=(window.__xss||0)+1;alert(3)';

const titles = {
  organization: `Umbrella ${markup}`,
  collection: `Collection ${markup}`,
  space: `Space ${script}`,
  changeRequest: `Request ${markup}`,
  site: `Site ${script}`,
};
const description = `${script} and <b>bold</b> & ${markup}`;

function paragraph(...nodes: unknown[]) {
  return { object: 'block', type: 'paragraph', nodes };
}
function text(value: string) {
  return { object: 'text', leaves: [{ object: 'leaf', text: value, marks: [] }] };
}
function link(url: string, label: string) {
  return {
    object: 'inline',
    type: 'link',
    data: { ref: { kind: 'url', url } },
    nodes: [text(label)],
  };
}
function documentWith(url: string) {
  return {
    object: 'document',
    data: { schemaVersion: 1 },
    nodes: [
      paragraph(text(`Text ${markup} ${script}`)),
      paragraph(text('See '), link(url, `the link ${markup}`), text('.')),
    ],
  };
}

// One worker, in order: the tests share what beforeAll stores, and afterAll resets it.
test.describe.configure({ mode: 'serial' });

const created = { collection: '', space: '', changeRequest: 0, site: '' };
let api: APIRequestContext;

async function json<T>(response: APIResponse): Promise<T> {
  expect(response.ok(), `${response.url()} answered ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

test.beforeAll(async () => {
  api = await apiRequest.newContext({
    baseURL: apiUrl,
    extraHTTPHeaders: { Authorization: `Bearer ${token}` },
  });
  await json(await api.patch(`/v1/orgs/${org}`, { data: { title: titles.organization } }));
  created.collection = (
    await json<{ id: string }>(
      await api.post(`/v1/orgs/${org}/collections`, {
        data: { title: titles.collection, description },
      }),
    )
  ).id;
  created.space = (
    await json<{ id: string }>(
      await api.post(`/v1/orgs/${org}/spaces`, {
        data: { title: titles.space, parent: created.collection },
      }),
    )
  ).id;
  created.changeRequest = (
    await json<{ number: number }>(
      await api.post(`/v1/spaces/${created.space}/change-requests`, {
        data: {
          subject: titles.changeRequest,
          status: 'open',
          description: documentWith('https://example.test/"><script>alert(4)</script>'),
        },
      }),
    )
  ).number;
  await json(
    await api.put(`/v1/orgs/${org}/agent-instructions`, {
      data: { instructions: documentWith('https://example.test/?q=<b>x</b>') },
    }),
  );
  created.site = (
    await json<{ id: string }>(
      await api.post(`/v1/orgs/${org}/sites`, {
        data: { title: titles.site, visibility: 'public', spaces: [created.space] },
      }),
    )
  ).id;
  await json(await api.post(`/v1/orgs/${org}/sites/${created.site}/publish`));
});

test.afterAll(async () => {
  await api.post('/_backend/reset', { data: {} });
  await api.dispose();
});

test('the API refuses dangerous addresses, naming the field', async () => {
  for (const url of ['javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'data:text/html,<b>x</b>']) {
    const response = await api.put(`/v1/orgs/${org}/agent-instructions`, {
      data: { instructions: documentWith(url) },
    });
    expect(response.status()).toBe(400);
    const body = (await response.json()) as { error: { message: string } };
    expect(body.error.message).toMatch(/^\/instructions\/nodes\/1\/nodes\/1\/data\/ref\/url /);
  }
  const logo = await api.patch(`/v1/orgs/${org}`, { data: { logo: dangerousUrl } });
  expect(logo.status()).toBe(400);
});

/** Every address a JSON answer holds becomes `javascript:`, as a careless server might send. */
function poison(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(poison);
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    if (typeof inner === 'string' && ['logo', 'published', 'app', 'public', 'url'].includes(key))
      out[key] = dangerousUrl;
    else out[key] = poison(inner);
  }
  if (out['object'] === 'published-content-site') {
    const customizations = out['customizations'] as { site: { header: Record<string, unknown> } };
    customizations.site.header['logo'] = { light: dangerousUrl, dark: dangerousUrl };
  }
  return out;
}

async function rewriteAnswers(route: Route) {
  const response = await route.fetch();
  if (!(response.headers()['content-type'] ?? '').includes('application/json'))
    return route.fulfill({ response });
  return route.fulfill({ response, json: poison(await response.json()) });
}

/** Listens for dialogs from the start; each one is a failure, dismissed so the page goes on. */
function watchDialogs(page: Page): string[] {
  const opened: string[] = [];
  page.on('dialog', (dialog) => {
    opened.push(dialog.message());
    void dialog.dismiss();
  });
  return opened;
}

async function expectNothingRan(page: Page, dialogs: string[], where: string) {
  expect(dialogs, `${where}: a dialog opened`).toEqual([]);
  const found = await page.evaluate(() => {
    const elements = Array.from(document.querySelectorAll('*'));
    return {
      ran: (window as unknown as { __xss?: number }).__xss ?? 0,
      // React never writes inline handlers: one in the page came from data inserted as HTML.
      handlers: elements.flatMap((element) =>
        element.getAttributeNames().filter((name) => name.startsWith('on')),
      ),
      injected: elements.filter(
        (element) =>
          (element.tagName === 'SCRIPT' && element.textContent?.includes('__xss')) ||
          (element.tagName === 'IMG' && element.getAttribute('src') === 'x'),
      ).length,
      live: elements
        .flatMap((element) =>
          ['href', 'src', 'action', 'formaction'].map((name) => element.getAttribute(name) ?? ''),
        )
        .filter((address) => /^\s*(javascript|vbscript|data:text\/html)/i.test(address)),
    };
  });
  expect(found, where).toEqual({ ran: 0, handlers: [], injected: 0, live: [] });
  await expect(page.locator('a[href^="javascript:" i]')).toHaveCount(0);
}

for (const rewritten of [false, true]) {
  test(`every screen shows hostile content as text${rewritten ? ', even from a server that sends javascript: addresses' : ''}`, async ({
    page,
  }) => {
    test.slow();
    const dialogs = watchDialogs(page);
    if (rewritten) await page.route(`${apiUrl}/v1/**`, rewriteAnswers);
    await connectRemote(page, token);
    await expect(page).toHaveURL(new RegExp(`/orgs/${org}$`));

    const screens: { path: string; shows: () => Promise<void> }[] = [
      {
        path: `/orgs/${org}`,
        shows: () =>
          expect(page.getByRole('heading', { level: 1, name: titles.organization })).toBeVisible(),
      },
      {
        path: `/orgs/${org}/content`,
        shows: () => expect(page.getByText(titles.collection).first()).toBeVisible(),
      },
      {
        path: `/orgs/${org}/collections/${created.collection}`,
        shows: async () => {
          await expect(
            page.getByRole('heading', { level: 1, name: titles.collection }),
          ).toBeVisible();
          await expect(page.getByText('and <b>bold</b> &').first()).toBeVisible();
        },
      },
      {
        path: `/orgs/${org}/spaces/${created.space}`,
        shows: () =>
          expect(page.getByRole('heading', { level: 1, name: titles.space })).toBeVisible(),
      },
      {
        path: `/orgs/${org}/spaces/${created.space}/change-requests`,
        shows: () => expect(page.getByText(titles.changeRequest).first()).toBeVisible(),
      },
      {
        path: `/orgs/${org}/change-requests`,
        shows: () => expect(page.getByText(titles.changeRequest).first()).toBeVisible(),
      },
      {
        path: `/orgs/${org}/spaces/${created.space}/change-requests/${created.changeRequest}`,
        shows: async () => {
          await expect(
            page.getByRole('heading', { level: 1, name: titles.changeRequest }),
          ).toBeVisible();
          await expect(page.getByText(`the link ${markup}`).first()).toBeVisible();
        },
      },
      {
        path: `/orgs/${org}/agent-instructions`,
        shows: () => expect(page.getByText(`the link ${markup}`).first()).toBeVisible(),
      },
      {
        path: `/orgs/${org}/sites`,
        shows: () => expect(page.getByText(titles.site).first()).toBeVisible(),
      },
      {
        // The preview is its own part of the site, under the site title.
        path: `/orgs/${org}/sites/${created.site}/preview`,
        shows: async () => {
          await expect(page.getByRole('heading', { level: 1, name: titles.site })).toBeVisible();
          await expect(
            page.getByRole('region', { name: 'Preview' }).getByText(titles.site).first(),
          ).toBeVisible();
        },
      },
      {
        path: `/orgs/${org}/search?query=${encodeURIComponent('Text')}`,
        shows: () => expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible(),
      },
      {
        path: `/orgs/${org}/settings`,
        shows: () =>
          expect(page.getByLabel('Title', { exact: true })).toHaveValue(titles.organization),
      },
    ];

    for (const screen of screens) {
      await test.step(screen.path, async () => {
        await page.goto(screen.path);
        await screen.shows();
        await expectNothingRan(page, dialogs, screen.path);
      });
    }
  });
}
