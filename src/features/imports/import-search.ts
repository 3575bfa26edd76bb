/** What the new-import page may arrive with: a space's "Import pages", or "Try again". */
export interface NewImportSearch {
  url?: string;
  space?: string;
  changeRequest?: string;
}

const text = (value: unknown, max: number) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, max) : undefined;

export function validateNewImportSearch(search: Record<string, unknown>): NewImportSearch {
  const url = text(search.url, 2048);
  const space = text(search.space, 255);
  const changeRequest = text(search.changeRequest, 255);
  return {
    ...(url ? { url } : {}),
    ...(space ? { space } : {}),
    ...(changeRequest ? { changeRequest } : {}),
  };
}
