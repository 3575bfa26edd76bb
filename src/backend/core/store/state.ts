import type { components } from '../../../api/schema.gen.ts';
import type { Faults } from '../../http/faults.ts';
import { stateSlices, type SlicesState } from './slices.gen.ts';

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
  /**
   * The API token that authenticates this user (`Authorization: Bearer <token>`). Only the
   * demo users have one; the other seeded people are there to be listed and managed.
   */
  token?: string;
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
  joinedAt: string;
  /** Absent for someone who has never signed in. */
  lastSeenAt?: string;
  /** A disabled member cannot reach the organization (decision 0012). */
  disabled: boolean;
  /** The member can sign in with the organization's SAML provider. */
  sso: boolean;
}

export * from './slices.gen.ts';

/**
 * Bumped when the base records above change shape. A saved state carries this and every
 * slice's version (`stateVersion`), so one from an older build is not loaded.
 */
const baseVersion = 14;

/** The version a saved state must carry to be loaded: the base's and each slice's. */
export const stateVersion: string = [
  baseVersion,
  ...Object.entries(stateSlices).map(([name, slice]) => `${name}.${slice.version}`),
].join(' ');

/** Every slice's lists, empty: a state with no records of any area. */
export function emptySlices(): SlicesState {
  const lists = {} as Record<string, unknown[]>;
  for (const slice of Object.values(stateSlices)) Object.assign(lists, slice.empty());
  return lists as unknown as SlicesState;
}

/** The base of the state; each area adds its lists through its slice (store/slices/). */
export interface BackendState extends SlicesState {
  version: string;
  seed: SeedName;
  /** Milliseconds the backend clock runs ahead of real time (see clock.ts). */
  clockOffsetMs: number;
  /**
   * Injected latency and failures (`/_backend/faults`), kept with the state like the clock so
   * a reload of the demo does not silently switch them off; absent means none.
   */
  faults?: Faults;
  users: UserRecord[];
  organizations: OrganizationRecord[];
  memberships: MembershipRecord[];
}

/** A loose check that saved data is a state of this version (it came from ourselves). */
export function isBackendState(value: unknown): value is BackendState {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (
    candidate['version'] === stateVersion &&
    isSeedName(candidate['seed']) &&
    typeof candidate['clockOffsetMs'] === 'number' &&
    ['users', 'organizations', 'memberships', ...Object.keys(emptySlices())].every((key) =>
      Array.isArray(candidate[key]),
    )
  );
}
