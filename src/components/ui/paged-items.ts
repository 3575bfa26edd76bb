/** What an infinite list query holds: its loaded pages, the first one saying the total. */
export interface LoadedPages<T> {
  pages: readonly { items: readonly T[]; count?: number | undefined }[];
}

/**
 * The items of every loaded page, in order, and the total the first page reports (undefined
 * before the first page, or when the list does not count), for a screen that shows both.
 */
export function pagedItems<T>(data: LoadedPages<T> | undefined): {
  items: T[];
  count: number | undefined;
} {
  return { items: data?.pages.flatMap((page) => page.items) ?? [], count: data?.pages[0]?.count };
}
