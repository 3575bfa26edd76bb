/**
 * The root query key of every area. Each area builds its own keys under its root (its key
 * factory lives in features/<area>/api/), but any area may name another's root in a mutation's
 * `meta.invalidates` without importing that area's code: a change request that merges makes
 * `queryRoots.spaces` stale, and the MutationCache does the rest (lib/query-client.ts).
 */
export const queryRoots = {
  organizations: ['organizations'],
  organizationSearch: ['organization-search'],
  agentInstructions: ['agent-instructions'],
  emailDomainOrganizations: ['email-domain-organizations'],
  spaces: ['spaces'],
  collections: ['collections'],
  sites: ['sites'],
  changeRequests: ['change-requests'],
  members: ['members'],
  teams: ['teams'],
  sso: ['sso'],
  integrations: ['integrations'],
  translations: ['translations'],
  openapi: ['openapi'],
  imports: ['imports'],
  conversations: ['conversations'],
} as const satisfies Record<string, readonly [string]>;

export type QueryRoot = (typeof queryRoots)[keyof typeof queryRoots];
