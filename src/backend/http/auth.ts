import type { BackendState, UserRecord } from '../store/state.ts';
import { ApiError } from './api-error.ts';

/** `Authorization: Bearer <token>` → the user; missing or unknown token → 401 (decisions.md). */
export function authenticate(request: Request, state: BackendState): UserRecord {
  const header = request.headers.get('authorization');
  if (!header)
    throw new ApiError(
      401,
      'Authentication required: send the header Authorization: Bearer <token>.',
    );
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  const token = match?.[1];
  if (!token) throw new ApiError(401, 'The Authorization header must be Bearer <token>.');
  const user = state.users.find((candidate) => candidate.token === token);
  if (!user) throw new ApiError(401, 'The API token is not valid.');
  return user;
}
