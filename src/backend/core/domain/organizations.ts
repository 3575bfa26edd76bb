import type {
  Organization,
  OrganizationPublic,
  OrganizationUpdate,
} from '../../../api/schema.gen.ts';
import { ApiError } from '../http/api-error.ts';
import type { BackendState, OrganizationRecord, UserRecord } from '../store/state.ts';
import { findMembership, membershipOf, type Membership } from './access.ts';
import { checkMergeRules } from './merge-rules.ts';
import { organizationAppUrl, organizationLocation } from './urls.ts';
import { withoutRecord } from './lookup.ts';

type OrganizationPermissions = Organization['permissions'];

/**
 * The caller's permission flags on an organization. Non-members get all false; guests may only
 * view; listing members and teams needs a real role; billing, integrations, conversations and
 * OpenAPI specs are admin matters, as is owning teams.
 */
export function organizationPermissions(membership: Membership): OrganizationPermissions {
  const member = membership !== undefined;
  const admin = membership === 'admin';
  const nonGuest = member && membership !== null;
  return {
    view: member,
    admin,
    ownTeam: admin,
    createContent: admin || membership === 'create',
    createOpenAPISpec: admin,
    ingestConversations: admin,
    viewBilling: admin,
    listMembers: nonGuest,
    listTeams: nonGuest,
    listIntegrations: admin,
    listInstallations: admin,
    installIntegration: admin,
  };
}

/** The Organization resource as the caller sees it: stored fields plus computed ones. */
export function organizationResponse(
  organization: OrganizationRecord,
  membership: Membership,
  origin: string,
): Organization {
  const { logo, ...stored } = organization;
  return {
    object: 'organization',
    ...stored,
    urls: {
      location: organizationLocation(origin, organization.id),
      app: organizationAppUrl(organization.id),
      ...(logo !== undefined ? { logo } : {}),
    },
    permissions: organizationPermissions(membership),
    internal_isOnNewTrial: true,
  };
}

/**
 * An organization as someone outside it may see it (the email-domain lookup): enough to
 * recognise it and ask to join, nothing of its billing, plan, settings, domains or hostname.
 */
export function organizationPublicResponse(
  organization: OrganizationRecord,
  origin: string,
): OrganizationPublic {
  return {
    object: 'organization',
    id: organization.id,
    title: organization.title,
    urls: {
      location: organizationLocation(origin, organization.id),
      app: organizationAppUrl(organization.id),
      ...(organization.logo !== undefined ? { logo: organization.logo } : {}),
    },
  };
}

/** Members read the whole organization; anyone else only its public part. */
export function organizationForCaller(
  state: BackendState,
  organization: OrganizationRecord,
  user: UserRecord,
  origin: string,
): Organization | OrganizationPublic {
  const membership = membershipOf(state, organization.id, user.id);
  return membership === undefined
    ? organizationPublicResponse(organization, origin)
    : organizationResponse(organization, membership, origin);
}

/**
 * Organizations the user belongs to (guest memberships included, disabled ones not: a
 * disabled member cannot reach the organization), in creation order.
 */
export function organizationsOfUser(
  state: BackendState,
  user: UserRecord,
): { organization: OrganizationRecord; membership: Membership }[] {
  const roles = new Map<string, Membership>();
  for (const m of state.memberships)
    if (m.userId === user.id && !m.disabled) roles.set(m.organizationId, m.role);
  return state.organizations
    .filter((org) => roles.has(org.id))
    .map((organization) => ({ organization, membership: roles.get(organization.id) }));
}

export function organizationsByEmailDomain(
  state: BackendState,
  emailDomain: string,
): OrganizationRecord[] {
  const domain = emailDomain.toLowerCase();
  return state.organizations.filter((org) =>
    org.emailDomains.some((d) => d.toLowerCase() === domain),
  );
}

/** The spec's "invalid default content": it must name content of this very organization. */
function checkDefaultContent(
  state: BackendState,
  organization: OrganizationRecord,
  content: NonNullable<OrganizationUpdate['defaultContent']>,
): void {
  if (!state.sites.some((s) => s.id === content.site && s.organizationId === organization.id))
    throw new ApiError(
      400,
      `/defaultContent/site '${content.site}' is not a site of this organization.`,
    );
}

/**
 * Applies a validated PATCH body of an admin of the organization; nothing changes unless all of
 * it is valid.
 */
export function updateOrganization(
  state: BackendState,
  organization: OrganizationRecord,
  update: OrganizationUpdate,
): void {
  if (update.defaultContent) checkDefaultContent(state, organization, update.defaultContent);
  if (update.mergeRules) checkMergeRules(state, organization.id, update.mergeRules);
  // Checks are done: apply every field at once.
  if (update.title !== undefined) organization.title = update.title;
  if (update.emailDomains !== undefined) organization.emailDomains = [...update.emailDomains];
  if (update.hostname !== undefined) organization.hostname = update.hostname;
  if (update.defaultRole !== undefined) organization.defaultRole = update.defaultRole;
  // null clears the default content and the logo.
  if (update.defaultContent === null) delete organization.defaultContent;
  else if (update.defaultContent !== undefined)
    organization.defaultContent = { ...update.defaultContent };
  if (update.logo === null) delete organization.logo;
  else if (update.logo !== undefined) organization.logo = update.logo;
  if (update.sso !== undefined) organization.sso = update.sso;
  if (update.ai !== undefined) organization.ai = update.ai;
  if (update.inviteLinks !== undefined) organization.inviteLinks = update.inviteLinks;
  if (update.mergeRules !== undefined) organization.mergeRules = structuredClone(update.mergeRules);
}

function emailDomainOf(user: UserRecord): string {
  return (user.email.split('@')[1] ?? '').toLowerCase();
}

/**
 * Joins by email domain with the organization's default role (null = guest). Joining again
 * changes nothing; it is not an error, and neither is it a way back in for a disabled member.
 */
export function joinOrganization(
  state: BackendState,
  organization: OrganizationRecord,
  user: UserRecord,
  now: string,
): void {
  if (findMembership(state, organization.id, user.id) !== undefined) return;
  const domain = emailDomainOf(user);
  if (!organization.emailDomains.some((d) => d.toLowerCase() === domain))
    throw new ApiError(
      400,
      `Your email domain '${domain}' is not allowed to join this organization`,
    );
  state.memberships.push({
    organizationId: organization.id,
    userId: user.id,
    role: organization.defaultRole,
    joinedAt: now,
    lastSeenAt: now,
    disabled: false,
    sso: false,
  });
}

/** For an admin of the organization; deleting an invite that does not exist is still a success. */
export function deleteLinkInvite(
  state: BackendState,
  organization: OrganizationRecord,
  inviteId: string,
): void {
  state.linkInvites = withoutRecord(state.linkInvites, organization.id, inviteId);
}
