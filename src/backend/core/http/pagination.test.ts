import { describe, expect, it } from 'vitest';
import { createBackend } from '../../create-backend.ts';
import { largeExtraOrganizations } from '../store/seeds.ts';
import { asRecord, errorMessage, send } from '../../test-request.ts';
import { ApiError } from './api-error.ts';
import { decodePageToken, encodePageToken, paginate } from './pagination.ts';

const numbers = Array.from({ length: 120 }, (_, index) => index);

describe('paginate', () => {
  it('defaults to 50 items and counts the total', () => {
    const page = paginate(numbers, {});
    expect(page.items).toHaveLength(50);
    expect(page.count).toBe(120);
    expect(page.next?.page).toBeTypeOf('string');
  });

  it('walks every item exactly once and leaves next out on the last page', () => {
    const seen: number[] = [];
    let token: string | undefined;
    let pages = 0;
    do {
      const page = paginate(numbers, { page: token, limit: 7 });
      expect(page.count).toBe(120);
      seen.push(...page.items);
      token = page.next?.page;
      pages += 1;
    } while (token);
    expect(seen).toEqual(numbers);
    expect(pages).toBe(Math.ceil(120 / 7));
  });

  it('has no next when everything fits, also for an empty list', () => {
    expect(paginate(numbers, { limit: 1000 })).toEqual({ count: 120, items: numbers });
    expect(paginate([], {})).toEqual({ count: 0, items: [] });
  });

  it('keeps tokens opaque but round-trippable', () => {
    const token = encodePageToken(350);
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(token).not.toContain('350');
    expect(decodePageToken(token)).toBe(350);
  });

  it.each([
    'garbage!',
    'Zm9v',
    '',
    encodePageToken(1).slice(0, -1) + '*',
    btoa('o:-1'),
    btoa('o:1e3'),
  ])('rejects the garbled page token %j with 400', (token) => {
    expect(() => paginate(numbers, { page: token })).toThrow(ApiError);
    try {
      paginate(numbers, { page: token });
    } catch (error) {
      expect(error instanceof ApiError && error.status).toBe(400);
    }
  });

  it('answers limit 0 with no items, the count, and a next at the same place', () => {
    const page = paginate(numbers, { limit: 0 });
    expect(page).toMatchObject({ count: 120, items: [] });
    const after = paginate(numbers, { limit: 5, page: page.next?.page });
    expect(after.items).toEqual([0, 1, 2, 3, 4]);
    const later = paginate(numbers, { limit: 0, page: after.next?.page });
    expect(later.items).toEqual([]);
    expect(paginate(numbers, { limit: 5, page: later.next?.page }).items[0]).toBe(5);
    expect(paginate([], { limit: 0 })).toEqual({ count: 0, items: [] });
  });

  it.each([-1, 1001, 1.5])('rejects limit %s', (limit) => {
    expect(() => paginate(numbers, { limit })).toThrow(ApiError);
  });
});

describe('paginated endpoints', () => {
  it.each([
    ['-1', 'limit must be at least 0.'],
    ['1001', 'limit must be at most 1000.'],
    ['abc', 'limit must be an integer.'],
    ['2.5', 'limit must be an integer.'],
  ])('answers 400 for limit=%s', async (limit, message) => {
    const backend = createBackend({ seed: 'demo' });
    const response = await send(backend, 'GET', `/v1/orgs?limit=${limit}`, { token: 'demo-admin' });
    expect(response.status).toBe(400);
    expect(errorMessage(response.body)).toBe(message);
  });

  it('answers limit=0 with the count and no items, as the platform allows', async () => {
    const backend = createBackend({ seed: 'demo' });
    const response = await send(backend, 'GET', '/v1/orgs/org_acme/spaces?limit=0', {
      token: 'demo-admin',
    });
    expect(response.status).toBe(200);
    const body = asRecord(response.body);
    expect(body['items']).toEqual([]);
    expect(body['count']).toBeGreaterThan(0);
    expect(body['next']).toBeDefined();
  });

  it('answers 400 for a garbled page token', async () => {
    const backend = createBackend({ seed: 'demo' });
    const response = await send(backend, 'GET', '/v1/orgs?page=not-a-token', {
      token: 'demo-admin',
    });
    expect(response.status).toBe(400);
    expect(errorMessage(response.body)).toMatch(/^page /);
  });

  it('walks all organizations of the large seed page by page', async () => {
    const backend = createBackend({ seed: 'large' });
    const ids: string[] = [];
    let path = '/v1/orgs?limit=100';
    for (;;) {
      const response = await send(backend, 'GET', path, { token: 'demo-admin' });
      expect(response.status).toBe(200);
      const body = asRecord(response.body);
      // Acme, Globex, the bulk ones and the large one (10,000 spaces).
      expect(body['count']).toBe(largeExtraOrganizations + 3);
      const items = body['items'] as { id: string }[];
      ids.push(...items.map((item) => item.id));
      const next = body['next'] as { page: string } | undefined;
      if (!next) break;
      path = `/v1/orgs?limit=100&page=${encodeURIComponent(next.page)}`;
    }
    expect(ids).toHaveLength(largeExtraOrganizations + 3);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('uses 50 as the default limit', async () => {
    const backend = createBackend({ seed: 'large' });
    const body = asRecord((await send(backend, 'GET', '/v1/orgs', { token: 'demo-admin' })).body);
    expect(body['items']).toHaveLength(50);
    expect(body['next']).toBeDefined();
  });
});
