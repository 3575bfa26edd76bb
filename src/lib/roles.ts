import type { components } from '@/api/schema.gen';

/** A member's role in an organization, a collection or a space. */
export type Role = components['schemas']['Role'];

/** Every role, from the one that may do the most to the one that may do the least. */
export const roles: readonly Role[] = ['admin', 'create', 'review', 'edit', 'comment', 'read'];

const labels: Record<Role, string> = {
  admin: 'Admin',
  create: 'Create',
  review: 'Review',
  edit: 'Edit',
  comment: 'Comment',
  read: 'Read',
};

export const roleLabel = (role: Role) => labels[role];
