import type { components } from '../../api/schema.gen.ts';

/**
 * The backend's whole state: one plain, JSON-serializable object, so it can be saved to a file
 * or IndexedDB and restored byte for byte. Records hold what the platform stores; what depends
 * on the caller (`permissions`) or on the request (`urls`) is computed when answering.
 */

type Schemas = components['schemas'];

export type Role = Schemas['Role'];
/** null = guest. */
export type MemberRole = Schemas['MemberRole'];
export type DocumentValue = Schemas['Document'];

export type SeedName = 'demo' | 'empty' | 'large';
export const seedNames: readonly SeedName[] = ['demo', 'empty', 'large'];

export function isSeedName(value: unknown): value is SeedName {
  return typeof value === 'string' && (seedNames as readonly string[]).includes(value);
}

export interface UserRecord {
  id: string;
  displayName: string;
  email: string;
  photoURL: string;
  /** The API token that authenticates this user (`Authorization: Bearer <token>`). */
  token: string;
}

/** Stored organization fields: the contract's Organization without the computed ones. */
export type OrganizationRecord = Omit<
  Schemas['Organization'],
  'object' | 'permissions' | 'urls' | 'internal_isOnNewTrial'
> & {
  /** Set through `logo` on update; answered as `urls.logo`. */
  logo?: string;
};

export interface MembershipRecord {
  organizationId: string;
  userId: string;
  role: MemberRole;
}

export interface LinkInviteRecord {
  id: string;
  organizationId: string;
  role: MemberRole;
  createdAt: string;
}

export interface AgentInstructionsRecord {
  organizationId: string;
  instructions: DocumentValue;
  updatedAt: string;
  updatedBy: string;
}

export interface SectionRecord {
  id: string;
  title: string;
  /** Page path plus anchor, e.g. `getting-started#install-the-cli`. */
  path: string;
  body: string;
}

export interface PageRecord {
  id: string;
  title: string;
  path: string;
  ancestors: { title: string }[];
  sections: SectionRecord[];
}

export interface SpaceRecord {
  id: string;
  organizationId: string;
  title: string;
  emoji: string;
  pages: PageRecord[];
}

export interface CollectionRecord {
  id: string;
  organizationId: string;
  title: string;
}

export interface SiteRecord {
  id: string;
  organizationId: string;
  title: string;
}

/** Bumped when the shape changes, so a saved state from an older build is not loaded. */
export const stateVersion = 1;

export interface BackendState {
  version: typeof stateVersion;
  seed: SeedName;
  /** Milliseconds the backend clock runs ahead of real time (see clock.ts). */
  clockOffsetMs: number;
  users: UserRecord[];
  organizations: OrganizationRecord[];
  memberships: MembershipRecord[];
  linkInvites: LinkInviteRecord[];
  agentInstructions: AgentInstructionsRecord[];
  spaces: SpaceRecord[];
  collections: CollectionRecord[];
  sites: SiteRecord[];
}

/** A loose check that saved data is a state of this version (it came from ourselves). */
export function isBackendState(value: unknown): value is BackendState {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (
    candidate['version'] === stateVersion &&
    isSeedName(candidate['seed']) &&
    typeof candidate['clockOffsetMs'] === 'number' &&
    [
      'users',
      'organizations',
      'memberships',
      'linkInvites',
      'agentInstructions',
      'spaces',
      'collections',
      'sites',
    ].every((key) => Array.isArray(candidate[key]))
  );
}
