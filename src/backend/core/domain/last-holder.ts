import { ApiError } from '../http/api-error.ts';

/**
 * The refusal for a change that would leave no one to hold a role that keeps a place
 * manageable: the last admin of an organization, the last owner of a team (decision 0012).
 * 409, not 400: the request is well formed, and the same change succeeds once someone else
 * holds the role. One sentence shape, so the console reads both the same way.
 */
export function lastHolderRefusal(refusal: {
  /** Who the change is about, by display name. */
  name: string;
  /** What they are the last of: "admin of 'Acme Docs'". */
  lastOf: string;
  /** What the caller cannot do: "change their role". */
  action: string;
  /** The role to give someone else first: "an admin". */
  role: string;
}): ApiError {
  const { name, lastOf, action, role } = refusal;
  return new ApiError(
    409,
    `${name} is the last ${lastOf}, so you cannot ${action}. Make another member ${role} first.`,
  );
}
