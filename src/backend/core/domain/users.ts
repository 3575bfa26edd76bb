import type { User } from '../../../api/schema.gen.ts';
import type { BackendState, UserRecord } from '../store/state.ts';

/** The User resource (what `GET /v1/user`, members and change requests answer). */
export function userResource(user: UserRecord, origin: string): User {
  return {
    object: 'user',
    id: user.id,
    displayName: user.displayName,
    email: user.email,
    photoURL: user.photoURL,
    urls: { location: `${origin}/v1/users/${encodeURIComponent(user.id)}` },
  };
}

/** The User for an id that may no longer exist: a removed user still shows as their id. */
export function userResponse(state: BackendState, userId: string, origin: string): User {
  const user = state.users.find((candidate) => candidate.id === userId);
  return userResource(user ?? { id: userId, displayName: userId, email: '', photoURL: '' }, origin);
}
