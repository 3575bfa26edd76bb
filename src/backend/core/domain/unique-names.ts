import { ApiError } from '../http/api-error.ts';

/**
 * Names people tell things apart by (a team's title, a SAML provider's label on the sign-in
 * page) are unique in their organization, compared trimmed and case-insensitively, so no two
 * buttons read "Delete Okta" (decision 0012). A refusal names the field by its pointer
 * (decision 0011), so the console shows it next to the field.
 */

function nameKey(name: string): string {
  return name.trim().toLocaleLowerCase('en');
}

export function refuseTakenName(
  taken: Iterable<{ id: string; name: string }>,
  candidate: { id?: string; name: string },
  field: { pointer: string; noun: string; thing: string },
): void {
  const key = nameKey(candidate.name);
  for (const other of taken)
    if (other.id !== candidate.id && nameKey(other.name) === key)
      throw new ApiError(
        400,
        `${field.pointer} '${other.name}' is already the ${field.noun} of ${field.thing} in this organization: choose another ${field.noun}.`,
      );
}
