/** Where the platform's own app lives; `urls.app` of every resource points into it. */
export const appBaseUrl = 'https://app.folio.example';

export function organizationAppUrl(organizationId: string): string {
  return `${appBaseUrl}/o/${encodeURIComponent(organizationId)}`;
}

/** `urls.location` of an organization: the API address it is read from. */
export function organizationLocation(origin: string, organizationId: string): string {
  return `${origin}/v1/orgs/${encodeURIComponent(organizationId)}`;
}

export function spaceLocation(origin: string, spaceId: string): string {
  return `${origin}/v1/spaces/${encodeURIComponent(spaceId)}`;
}

export function spaceAppUrl(organizationId: string, spaceId: string): string {
  return `${organizationAppUrl(organizationId)}/s/${encodeURIComponent(spaceId)}`;
}

export function collectionLocation(origin: string, collectionId: string): string {
  return `${origin}/v1/collections/${encodeURIComponent(collectionId)}`;
}

export function collectionAppUrl(organizationId: string, collectionId: string): string {
  return `${organizationAppUrl(organizationId)}/c/${encodeURIComponent(collectionId)}`;
}
