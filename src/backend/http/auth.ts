import { ApiError, type BackendState, type UserRecord } from '../core/index.ts';

/** `Authorization: Bearer <token>` → the user; missing or unknown token → 401 (decisions.md). */
export function authenticate(header: string | null, state: BackendState): UserRecord {
  if (!header)
    throw new ApiError(
      401,
      'Authentication required: send the header Authorization: Bearer <token>.',
    );
  const token = bearerToken(header);
  if (!token) throw new ApiError(401, 'The Authorization header must be Bearer <token>.');
  const user = state.users.find((candidate) => candidate.token === token);
  if (!user) throw new ApiError(401, 'The API token is not valid.');
  return user;
}

/**
 * Whether an `Authorization` header names a user, without saying why not: the API server asks
 * it before reading a body, so a request the pipeline will refuse with 401 is not read first.
 */
export function isAuthenticated(header: string | null | undefined, state: BackendState): boolean {
  const token = header ? bearerToken(header) : undefined;
  return token !== undefined && state.users.some((user) => user.token === token);
}

function bearerToken(header: string): string | undefined {
  return /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1];
}
