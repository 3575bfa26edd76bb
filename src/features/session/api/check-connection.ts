import { isApiError } from '@/lib/api-error';
import { createApiClient, data, normalizeBaseUrl, unreachableMessage } from '@/lib/api-client';

export type ConnectionField = 'baseUrl' | 'token';
export type ConnectionCheck = { ok: true } | { ok: false; field: ConnectionField; message: string };

/** Checks the address before sending anything, so a typo is reported next to the field. */
export function validateBaseUrl(text: string): string | undefined {
  const value = text.trim();
  if (value.length === 0) return 'Enter the address of the API server, like http://127.0.0.1:4010.';
  if (!URL.canParse(value))
    return `“${value}” is not a valid address. Use a full URL, like http://127.0.0.1:4010.`;
  const url = new URL(value);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return 'The address must start with http:// or https://.';
  }
  return undefined;
}

/**
 * Tries the token with `GET /v1/orgs`. This client has no 401 handler: a wrong token here is
 * a form error, not a session that needs renewing.
 */
export async function checkConnection(baseUrl: string, token: string): Promise<ConnectionCheck> {
  const url = normalizeBaseUrl(baseUrl);
  const client = createApiClient({ baseUrl: url, getToken: () => token });
  try {
    await data(client.GET('/v1/orgs', { params: { query: { limit: 1 } } }));
    return { ok: true };
  } catch (error) {
    if (isApiError(error) && error.isNetwork) {
      return { ok: false, field: 'baseUrl', message: unreachableMessage(url) };
    }
    if (isApiError(error) && error.status === 401) {
      return { ok: false, field: 'token', message: 'The server rejected this token.' };
    }
    return {
      ok: false,
      field: 'baseUrl',
      message: isApiError(error)
        ? `The server at ${url} answered with an error: ${error.message}`
        : `Cannot reach ${url}.`,
    };
  }
}
