import type { components } from '../../../../api/schema.gen.ts';
import type { MemberRole } from '../state.ts';
import { stateSlice } from '../state-slice.ts';

type Schemas = components['schemas'];

export type TeamRole = Schemas['TeamRole'];

export interface TeamMemberRecord {
  userId: string;
  role: TeamRole;
}

/** A team of an organization's members (decision 0012); counts are computed when read. */
export interface TeamRecord {
  id: string;
  organizationId: string;
  title: string;
  createdAt: string;
  /** In the order they joined; a user appears at most once. */
  members: TeamMemberRecord[];
  /** Spaces the team can reach; deleted ones stay listed but do not count. */
  spaceIds: string[];
}

/**
 * A SAML identity provider. `status` and `service` are derived when read, so they can never
 * disagree with the fields they come from.
 */
export interface SamlProviderRecord {
  id: string;
  organizationId: string;
  label: string;
  ssoURL?: string;
  entityID?: string;
  /** Always stored as a PEM block. */
  certificate?: string;
  defaultTeam?: string;
  defaultRole: MemberRole;
  createdAt: string;
}

export interface LinkInviteRecord {
  id: string;
  organizationId: string;
  role: MemberRole;
  createdAt: string;
}

/** The state's records of linkInvites, teams and SAML providers of an organization (decision 0012). */
export const peopleSlice = stateSlice({
  version: 1,
  empty: () => ({
    linkInvites: [] as LinkInviteRecord[],
    teams: [] as TeamRecord[],
    samlProviders: [] as SamlProviderRecord[],
  }),
});
