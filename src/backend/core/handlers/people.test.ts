import { describe, expect, it } from 'vitest';
import type { components } from '../../../api/schema.gen.ts';
import type { Backend } from '../../create-backend.ts';
import { createBackendForTests } from '../../node.ts';
import { largeMemberCount, largeTeamCount, seedCertificate } from '../store/seed-people.ts';
import { largeOrganizationId } from '../store/seed-tree.ts';
import { demoUsers } from '../store/seeds.ts';
import { errorMessage, send, testOrigin } from '../../test-request.ts';
import { withinProcessorTime } from '../../test-timing.ts';

/** People and access over HTTP: members, teams, team members and SSO, as clients use them. */

type Schemas = components['schemas'];
type List<T> = { count: number; next?: { page: string }; items: T[] };

const admin = 'demo-admin';
const acme = '/v1/orgs/org_acme';
const engineering = `${acme}/teams/team_engineering`;

function fresh(seed: 'demo' | 'large' = 'demo'): Backend {
  return createBackendForTests({ seed });
}

async function get<T>(backend: Backend, path: string, token = admin): Promise<T> {
  const response = await send(backend, 'GET', path, { token });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as T;
}

/** Every item of a list, following `next.page`; also checks that `count` is the total. */
async function all<T>(backend: Backend, path: string, token = admin): Promise<T[]> {
  const items: T[] = [];
  let page: string | undefined;
  let count: number | undefined;
  do {
    const join = path.includes('?') ? '&' : '?';
    const suffix = page === undefined ? '' : `${join}page=${encodeURIComponent(page)}`;
    const body = await get<List<T>>(backend, `${path}${suffix}`, token);
    count ??= body.count;
    expect(body.count).toBe(count);
    items.push(...body.items);
    page = body.next?.page;
  } while (page !== undefined);
  expect(items).toHaveLength(count);
  return items;
}

describe('GET /v1/user', () => {
  it.each(demoUsers.map((u) => [u.token, u] as const))('%s is its own user', async (token, u) => {
    const user = await get<Schemas['User']>(fresh(), '/v1/user', token);
    expect(user).toEqual({
      object: 'user',
      id: u.userId,
      displayName: u.displayName,
      email: u.email,
      photoURL: `https://avatars.folio.example/${u.userId}.png`,
      urls: { location: `${testOrigin}/v1/users/${u.userId}` },
    });
  });
});

describe('members', () => {
  it('pages through 2,019 members of the large organization, each once', async () => {
    const backend = fresh('large');
    const path = `/v1/orgs/${largeOrganizationId}/members?limit=1000`;
    const first = await get<List<Schemas['Member']>>(backend, path);
    expect(first.count).toBe(largeMemberCount + 19);
    expect(first.items).toHaveLength(1000);
    const members = await all<Schemas['Member']>(backend, path);
    expect(new Set(members.map((m) => m.id)).size).toBe(members.length);
    // Newest first.
    const joined = members.map((m) => m.joinedAt);
    expect(joined).toEqual([...joined].sort().reverse());
  });

  it('answers the large list fast enough for a screen', async () => {
    const backend = fresh('large');
    const path = `/v1/orgs/${largeOrganizationId}/members?search=a&sort=lastSeenAt&limit=100`;
    await get(backend, path);
    await withinProcessorTime(200, () => get(backend, path));
  });

  it("lets a guest read their own membership, and no one else's", async () => {
    const backend = fresh();
    const own = await get<Schemas['Member']>(backend, `${acme}/members/user_gus`, 'demo-guest');
    expect(own).toMatchObject({ role: null, teams: 1, sso: false, disabled: false });
    const other = await send(backend, 'GET', `${acme}/members/user_rita`, { token: 'demo-guest' });
    expect(other.status).toBe(403);
  });

  it('keeps the last admin, with a reason', async () => {
    const backend = fresh();
    const demote = await send(backend, 'PATCH', '/v1/orgs/org_globex/members/user_ada', {
      token: admin,
      json: { role: 'create' },
    });
    expect(demote.status).toBe(409);
    expect(errorMessage(demote.body)).toMatch(/last admin of 'Globex Community'/);
    const remove = await send(backend, 'DELETE', '/v1/orgs/org_globex/members/user_ada', {
      token: admin,
    });
    expect(remove.status).toBe(409);
  });

  it('removes a member from the organization and from its teams', async () => {
    const backend = fresh();
    const removed = await send(backend, 'DELETE', `${acme}/members/user_lena`, { token: admin });
    // The platform's 205 when a member was removed, 204 when there was none to remove.
    expect(removed.status).toBe(205);
    expect((await send(backend, 'GET', `${acme}/members/user_lena`, { token: admin })).status).toBe(
      404,
    );
    const team = await get<Schemas['Team']>(backend, engineering);
    expect(team.members).toBe(5);
    const again = await send(backend, 'DELETE', `${acme}/members/user_lena`, { token: admin });
    expect(again.status).toBe(204);
  });
});

describe('teams', () => {
  it('lists 200 teams of the large organization by title, over pages', async () => {
    const backend = fresh('large');
    const teams = await all<Schemas['Team']>(
      backend,
      `/v1/orgs/${largeOrganizationId}/teams?limit=64`,
    );
    expect(teams).toHaveLength(largeTeamCount);
    const titles = teams.map((t) => t.title.toLowerCase());
    expect(titles).toEqual([...titles].sort());
  });

  it('lets an owner (demo-editor) manage only their team', async () => {
    const backend = fresh();
    const editor = 'demo-editor';
    const mine = await get<List<Schemas['Team']>>(
      backend,
      `${acme}/teams?owner=user_eddie`,
      editor,
    );
    expect(mine.items.map((t) => t.title)).toEqual(['Engineering']);
    const everyTeam = await get<List<Schemas['Team']>>(backend, `${acme}/teams`, editor);
    expect(everyTeam.items.map((t) => [t.title, t.permissions.admin])).toEqual([
      ['Docs writers', false],
      ['Engineering', true],
      ['Partners', false],
      ['Security reviewers', false],
      ['Support', false],
    ]);
    const added = await send(backend, 'PUT', `${engineering}/members`, {
      token: editor,
      json: { add: ['rita@ACME.test'] },
    });
    expect(added.status).toBe(204);
    expect((await get<Schemas['Team']>(backend, engineering, editor)).members).toBe(7);
    for (const [method, path, json] of [
      ['PATCH', engineering, { title: 'Mine now' }],
      ['DELETE', engineering, undefined],
      ['PUT', `${acme}/teams`, { title: 'Another' }],
      ['PUT', `${acme}/teams/team_support/members`, { add: ['user_rita'] }],
      ['PUT', `${acme}/teams/team_docs_writers/members/user_rita`, { role: 'owner' }],
    ] as const) {
      const response = await send(backend, method, path, { token: editor, json });
      expect(response.status, `${method} ${path}`).toBe(403);
    }
  });

  it('shows teams read-only to a reader and not at all to a guest', async () => {
    const backend = fresh();
    const teams = await get<List<Schemas['Team']>>(backend, `${acme}/teams`, 'demo-reader');
    expect(teams.items.every((t) => !t.permissions.admin && t.permissions.view)).toBe(true);
    const put = await send(backend, 'PUT', `${engineering}/members/user_rita`, {
      token: 'demo-reader',
      json: {},
    });
    expect(put.status).toBe(403);
    expect((await send(backend, 'GET', `${acme}/teams`, { token: 'demo-guest' })).status).toBe(403);
  });

  it('takes at most 100 entries per array, in one request', async () => {
    const backend = fresh('large');
    const team = `/v1/orgs/${largeOrganizationId}/teams/team_initech_010/members`;
    const emails = (
      await get<List<Schemas['Member']>>(
        backend,
        `/v1/orgs/${largeOrganizationId}/members?limit=101&order=asc`,
      )
    ).items.map((m) => m.user.email);
    const tooMany = await send(backend, 'PUT', team, { token: admin, json: { add: emails } });
    expect(tooMany.status).toBe(400);
    expect(errorMessage(tooMany.body)).toBe('/add must have at most 100 items.');
    const hundred = await send(backend, 'PUT', team, {
      token: admin,
      json: { add: emails.slice(0, 100) },
    });
    expect(hundred.status).toBe(204);
    const members = await all<Schemas['TeamMembership']>(backend, `${team}?limit=50`);
    const ids = new Set(members.map((m) => m.organization.user.email));
    expect(emails.slice(0, 100).every((email) => ids.has(email))).toBe(true);
  });

  it('creates with PUT (201), then deletes with everything that pointed at it', async () => {
    const backend = fresh();
    const created = await send(backend, 'PUT', `${acme}/teams`, {
      token: admin,
      json: { title: 'Release crew', members: ['user_tom', 'user_nadia'] },
    });
    expect(created.status).toBe(201);
    const team = created.body as Schemas['Team'];
    expect(team).toMatchObject({ title: 'Release crew', members: 2, spaces: 0 });
    expect((await get<Schemas['Member']>(backend, `${acme}/members/user_tom`)).teams).toBe(2);
    await send(backend, 'PATCH', `${acme}/saml/saml_entra`, {
      token: admin,
      json: { defaultTeam: team.id },
    });
    const deleted = await send(backend, 'DELETE', `${acme}/teams/${team.id}`, { token: admin });
    expect(deleted.status).toBe(204);
    expect((await get<Schemas['Member']>(backend, `${acme}/members/user_tom`)).teams).toBe(1);
    const provider = await get<Schemas['SamlProvider']>(backend, `${acme}/saml/saml_entra`);
    expect(provider.defaultTeam).toBeUndefined();
    const again = await send(backend, 'DELETE', `${acme}/teams/${team.id}`, { token: admin });
    expect(again.status).toBe(204);
  });
});

describe('SSO', () => {
  it('registers a pending provider, completes it to active, and lists it for sign-in', async () => {
    const backend = fresh();
    const created = await send(backend, 'POST', `${acme}/saml`, {
      token: admin,
      json: { label: 'Google Workspace', ssoURL: 'https://accounts.google.example/saml' },
    });
    expect(created.status).toBe(201);
    const provider = created.body as Schemas['SamlProvider'];
    expect(provider).toMatchObject({ status: 'pending', defaultRole: 'read' });
    const bad = await send(backend, 'PATCH', `${acme}/saml/${provider.id}`, {
      token: admin,
      json: { certificate: 'MIIDNzCCAh+gAwIBAgIU' },
    });
    expect(bad.status).toBe(400);
    expect(errorMessage(bad.body)).toContain('paste the whole certificate');
    const done = await send(backend, 'PATCH', `${acme}/saml/${provider.id}`, {
      token: admin,
      json: { entityID: 'https://accounts.google.example/o/saml2', certificate: seedCertificate },
    });
    expect(done.body).toMatchObject({ status: 'active', service: provider.service });
    const login = await get<Schemas['SsoLoginInfo']>(backend, `${acme}/sso`, 'demo-umbrella');
    expect(login.items.map((i) => i.label)).toEqual(['Okta', 'Google Workspace']);
  });

  it('turns enforced SSO off when its last active provider is deleted', async () => {
    const backend = fresh();
    await send(backend, 'PATCH', acme, { token: admin, json: { sso: true } });
    const deleted = await send(backend, 'DELETE', `${acme}/saml/saml_okta`, { token: admin });
    expect(deleted.status).toBe(204);
    expect((await get<Schemas['Organization']>(backend, acme)).sso).toBe(false);
    expect((await get<Schemas['SsoLoginInfo']>(backend, `${acme}/sso`)).items).toEqual([]);
  });
});
