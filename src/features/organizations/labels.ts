import type { components } from '@/api/schema.gen';
import { roleLabel as anyRoleLabel } from '@/lib/roles';

type Schemas = components['schemas'];

const plans: Record<Schemas['OrganizationPlan'], string> = {
  free_2024: 'Free',
  plus_2024: 'Plus',
  pro_2024: 'Pro',
  enterprise_2024: 'Enterprise',
  community_2024: 'Community',
  // Plans from before 2024, and the platform's own organizations.
  free: 'Free (legacy)',
  plus: 'Plus (legacy)',
  pro: 'Pro (legacy)',
  internal: 'Internal',
};

const communityTypes: Record<Schemas['OrganizationCommunityType'], string> = {
  nonProfit: 'Non-profit',
  openSource: 'Open source',
  education: 'Education',
};

const trialStatuses: Record<Schemas['Organization']['trial']['status'], string> = {
  notapplicable: 'Not applicable',
  none: 'None',
  active: 'Active',
  ended: 'Ended',
  expired: 'Expired',
};

export const planLabel = (plan: Schemas['OrganizationPlan']) => plans[plan];
export const communityTypeLabel = (type: Schemas['OrganizationCommunityType']) =>
  communityTypes[type];
/** Null is a guest: no role in the organization. */
export const roleLabel = (role: Schemas['MemberRole']) =>
  role ? anyRoleLabel(role) : 'Guest (no role)';
export const trialStatusLabel = (status: Schemas['Organization']['trial']['status']) =>
  trialStatuses[status];
export const organizationTypeLabel = (type: Schemas['OrganizationType']) =>
  type === 'business' ? 'Business' : 'Community';
