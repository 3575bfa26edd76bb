import type { Space } from '@/api/schema.gen';

/** What the import screens need to know of a space. */
export type ImportSpace = Pick<Space, 'id' | 'title' | 'editMode' | 'permissions'>;

/** The space's title by id, for naming where a run's pages go. */
export type SpaceTitles = ReadonlyMap<string, string>;

export function spaceTitlesOf(spaces: readonly ImportSpace[]): SpaceTitles {
  return new Map(spaces.map((space) => [space.id, space.title]));
}

/** The editing roles (admin, create, review, edit) may import into a space that is not locked. */
export function canImportInto(space: ImportSpace): boolean {
  return space.permissions.edit && space.editMode !== 'locked';
}

/** Whether the caller may start an import at all: some space takes their pages. */
export function canImportAny(spaces: readonly ImportSpace[]): boolean {
  return spaces.some(canImportInto);
}
