import { ApiError, isApiError } from '@/lib/api-error';
import { createApiClient, data, normalizeBaseUrl, unreachableMessage } from '@/lib/api-client';

export type ConnectionField = 'baseUrl' | 'token';

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
 * A failed connection as a refusal of one field of the form, named by its JSON pointer like
 * the platform's own 400s (docs/decisions/0011), so the form layer puts it next to that field.
 */
function refusal(field: ConnectionField, message: string): ApiError {
  return new ApiError({ status: 400, message: `/${field} ${message}` });
}

/**
 * Tries the token with `GET /v1/orgs`; rejects with a refusal of the field to fix: the address
 * when the server cannot be reached or answers with an error, the token when it is rejected.
 * This client has no 401 handler: a wrong token here is a form error, not a session that needs
 * renewing.
 */
export async function checkConnection(baseUrl: string, token: string): Promise<void> {
  const url = normalizeBaseUrl(baseUrl);
  const client = createApiClient({ baseUrl: url, getToken: () => token });
  try {
    await data(client.GET('/v1/orgs', { params: { query: { limit: 1 } } }));
  } catch (error) {
    if (isApiError(error) && error.isNetwork) throw refusal('baseUrl', unreachableMessage(url));
    if (isApiError(error) && error.status === 401)
      throw refusal('token', 'The server rejected this token.');
    throw refusal(
      'baseUrl',
      isApiError(error)
        ? `The server at ${url} answered with an error: ${error.message}`
        : `Cannot reach ${url}.`,
    );
  }
}
