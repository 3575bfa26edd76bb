import type { SeedStep } from './seed-step.ts';
import { settleSpecs } from '../domain/openapi-processing.ts';
import { createSpec, replaceSpec, updateSpec } from '../domain/openapi-specs.ts';
import type { BackendState } from './state.ts';

/**
 * Acme's OpenAPI specifications (decision 0014), made by the rules at the moments they
 * happened, then settled up to `now`: `payments-api`, public, with four versions (added, then
 * replaced twice, then checked again two hours ago); `billing-api`, private, whose source was
 * switched 26 hours ago to one that does not parse (two errors) while its first version stays;
 * `webhooks`, added a second ago and still processing.
 */

export const seedSpecSlugs = {
  payments: 'payments-api',
  billing: 'billing-api',
  webhooks: 'webhooks',
} as const;

const hour = 60 * 60 * 1000;
const day = 24 * hour;
const base = 'https://api.acme.test/openapi';

export function seedOpenAPISpecs(state: BackendState, now: number): void {
  const organization = state.organizations.find((org) => org.id === 'org_acme');
  if (!organization) return;
  const at = (ms: number) => new Date(ms);
  const add = (id: string, slug: string, url: string, when: number) => {
    const spec = createSpec(state, organization, { slug, source: { url } }, at(when));
    // A fixed id (version ids come from it), set before any processing ended.
    spec.id = id;
    return spec;
  };
  const replace = (slug: string, url: string, when: number) =>
    replaceSpec(state, organization, slug, { source: { url } }, at(when));

  const payments = add(
    'openapi_payments',
    seedSpecSlugs.payments,
    `${base}/payments/v1.yaml`,
    now - 40 * day,
  );
  updateSpec(payments, { visibility: 'public' }, at(now - 39 * day));
  replace(seedSpecSlugs.payments, `${base}/payments/v2.yaml`, now - 21 * day);
  replace(seedSpecSlugs.payments, `${base}/payments/v3.yaml`, now - 9 * day);
  replace(seedSpecSlugs.payments, `${base}/payments/v3.yaml`, now - 2 * hour);

  add('openapi_billing', seedSpecSlugs.billing, `${base}/billing/v1.yaml`, now - 30 * day);
  // 26 hours ago: its last refresh ended two hours ago, the next one is four hours away.
  replace(seedSpecSlugs.billing, `${base}/billing/invalid/v2-invalid.yaml`, now - day - 2 * hour);

  add('openapi_webhooks', seedSpecSlugs.webhooks, `${base}/webhooks.yaml`, now - 1_000);
  settleSpecs(state.openAPISpecs, at(now));
}

// Moves on the clock: seeded relative to the moment the seed is built.
export const openAPISpecsSeed: SeedStep = { name: 'openapi-specs', demo: seedOpenAPISpecs };
