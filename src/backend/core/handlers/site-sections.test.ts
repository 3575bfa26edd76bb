import { describe, expect, it } from 'vitest';
import type { Backend } from '../../create-backend.ts';
import { createBackendForTests } from '../../node.ts';
import { seedSiteIds } from '../store/seed-sites.ts';
import { asRecord, errorMessage, send } from '../../test-request.ts';

/** Sections and site spaces over HTTP: statuses, answers, and what the structure shows. */

const admin = 'demo-admin';
const docs = `/v1/orgs/org_acme/sites/${seedSiteIds.docs}`;

function fresh(): Backend {
  return createBackendForTests({ seed: 'demo' });
}

interface SiteSpaceBody {
  id: string;
  path: string;
  section?: string;
  default: boolean;
  title: string;
  urls: { published?: string };
}
interface SectionBody {
  id: string;
  title: string;
  path: string;
  default: boolean;
  icon?: string;
  siteSpaces: SiteSpaceBody[];
  urls: { published?: string };
}

const items = <T>(body: unknown) => asRecord(body)['items'] as T[];

async function structureOf(backend: Backend): Promise<SectionBody[]> {
  const answer = await send(backend, 'GET', `${docs}/structure`, { token: admin });
  const all = asRecord(answer.body)['structure'] as Array<SectionBody & { children?: unknown[] }>;
  return all.flatMap((item) => (item.children as SectionBody[] | undefined) ?? [item]);
}

describe('sections over HTTP', () => {
  it('adds a section with its first site space, published under its own path', async () => {
    const backend = fresh();
    const created = await send(backend, 'POST', `${docs}/sections`, {
      token: admin,
      json: { spaceId: 'space_security', title: 'Trust', icon: 'lock' },
    });
    expect(created.status).toBe(201);
    const section = created.body as SectionBody;
    expect(section).toMatchObject({ title: 'Trust', path: 'trust', icon: 'lock', default: false });
    expect(section.urls.published).toBe('https://docs.acme.test/docs/trust');
    expect(section.siteSpaces).toMatchObject([
      {
        title: 'Security & Compliance',
        default: true,
        section: section.id,
        urls: { published: 'https://docs.acme.test/docs/trust/security-compliance' },
      },
    ]);
    expect((await structureOf(backend)).map((s) => s.title)).toContain('Trust');
  });

  it('answers 205 when a section is removed and 204 when there was none', async () => {
    const backend = fresh();
    const path = `${docs}/sections/${seedSiteIds.sections.api}`;
    expect((await send(backend, 'DELETE', path, { token: admin })).status).toBe(205);
    expect((await send(backend, 'DELETE', path, { token: admin })).status).toBe(204);
    const sections = items<SectionBody>(
      (await send(backend, 'GET', `${docs}/sections`, { token: 'demo-reader' })).body,
    );
    expect(sections.map((s) => s.id)).not.toContain(seedSiteIds.sections.api);
  });

  it('lets only admins change sections', async () => {
    const backend = fresh();
    const refused = await send(
      backend,
      'PATCH',
      `${docs}/sections/${seedSiteIds.sections.guides}`,
      {
        token: 'demo-editor',
        json: { title: 'Nope' },
      },
    );
    expect(refused.status).toBe(403);
  });
});

describe('site spaces over HTTP', () => {
  it('filters the default ones: one per section', async () => {
    const backend = fresh();
    const list = async (query: string) =>
      items<SiteSpaceBody>(
        (await send(backend, 'GET', `${docs}/site-spaces${query}`, { token: 'demo-reader' })).body,
      ).map((s) => s.id);
    const all = await list('');
    const defaults = await list('?default=true');
    const others = await list('?default=false');
    expect(defaults).toContain('sitesp_docs_handbook');
    expect(defaults).not.toContain('sitesp_docs_onboarding');
    expect([...defaults, ...others].sort()).toEqual([...all].sort());
    // The site's default site space is the default section's default.
    await send(backend, 'PATCH', docs, {
      token: admin,
      json: { defaultSiteSpace: 'sitesp_docs_onboarding' },
    });
    expect(await list('?default=true')).toContain('sitesp_docs_onboarding');
    expect(await list('?default=true')).not.toContain('sitesp_docs_handbook');
  });

  it('moves a site space to another section as an add there and a removal here', async () => {
    const backend = fresh();
    const added = await send(backend, 'POST', `${docs}/site-spaces`, {
      token: admin,
      json: { spaceId: 'space_onboarding', sectionId: seedSiteIds.sections.api },
    });
    expect(added.status).toBe(201);
    const moved = added.body as SiteSpaceBody;
    await send(backend, 'PATCH', `${docs}/site-spaces/${moved.id}`, {
      token: admin,
      json: { path: 'onboarding' },
    });
    await send(backend, 'POST', `${docs}/site-spaces/${moved.id}/move`, {
      token: admin,
      json: { position: { before: { type: 'site-space', siteSpace: 'sitesp_docs_api' } } },
    });
    const removed = await send(backend, 'DELETE', `${docs}/site-spaces/sitesp_docs_onboarding`, {
      token: admin,
    });
    expect(removed.status).toBe(205);
    const structure = await structureOf(backend);
    const titles = (id: string) =>
      structure.find((section) => section.id === id)?.siteSpaces.map((s) => s.title);
    expect(titles(seedSiteIds.sections.guides)).toEqual(['Engineering Handbook']);
    expect(titles(seedSiteIds.sections.api)?.[0]).toBe('Customer Onboarding');
  });

  it('refuses to empty a section, saying what to do instead', async () => {
    const backend = fresh();
    const refused = await send(backend, 'DELETE', `${docs}/site-spaces/sitesp_docs_ios`, {
      token: admin,
    });
    expect(refused.status).toBe(409);
    expect(errorMessage(refused.body)).toMatch(/remove the section instead/);
  });
});
