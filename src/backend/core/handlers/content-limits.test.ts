import { describe, expect, it } from 'vitest';
import { createBackend } from '../../create-backend.ts';
import { asRecord, errorMessage, send } from '../../test-request.ts';

/**
 * The platform's limits on space and collection titles (50 characters) and collection
 * descriptions (100), on create and on PATCH: one over is refused at the field's pointer, the
 * limit itself is kept as given (platform-values §3, docs/decisions/0021).
 */

const admin = 'demo-admin';
const acme = '/v1/orgs/org_acme';
const places = [
  ['POST', `${acme}/spaces`],
  ['PATCH', '/v1/spaces/space_handbook'],
  ['POST', `${acme}/collections`],
  ['PATCH', '/v1/collections/collection_engineering'],
] as const;

describe('titles and descriptions at the platform’s limits', () => {
  it.each(places)(
    '%s %s refuses a 51-character title and keeps a 50-character one',
    async (method, path) => {
      const backend = createBackend({ seed: 'demo' });
      const over = await send(backend, method, path, {
        token: admin,
        json: { title: 't'.repeat(51) },
      });
      expect(over.status).toBe(400);
      expect(errorMessage(over.body)).toMatch(/^\/title .*50/);
      const at = await send(backend, method, path, {
        token: admin,
        json: { title: 't'.repeat(50) },
      });
      expect(at.status).toBeLessThan(300);
      expect(asRecord(at.body)['title']).toBe('t'.repeat(50));
    },
  );

  it.each(places.slice(2))(
    '%s %s refuses a 101-character description and keeps a 100-character one',
    async (method, path) => {
      const backend = createBackend({ seed: 'demo' });
      const over = await send(backend, method, path, {
        token: admin,
        json: { title: 'Limits', description: 'd'.repeat(101) },
      });
      expect(over.status).toBe(400);
      expect(errorMessage(over.body)).toMatch(/^\/description .*100/);
      const at = await send(backend, method, path, {
        token: admin,
        json: { title: 'Limits', description: 'd'.repeat(100) },
      });
      expect(at.status).toBeLessThan(300);
      expect(asRecord(at.body)['description']).toBe('d'.repeat(100));
    },
  );
});
