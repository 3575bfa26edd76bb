import { useCallback, useMemo, useState } from 'react';

/*
 * Which changed pages a reviewer marked as viewed, kept in this browser per person and request:
 * for each page, the version of its change it was marked at (the Document after the change). A
 * page that changes again has a new version, so it reads as not viewed until marked again.
 */

/** Page id → the version of its change when marked as viewed. */
type Marks = Record<string, string>;

export interface ViewedScope {
  personId: string;
  spaceId: string;
  changeRequestId: string;
}

const storageKey = (scope: ViewedScope) =>
  `folio:viewed-pages:${scope.personId}:${scope.spaceId}:${scope.changeRequestId}`;

function readMarks(key: string): Marks {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(key) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Marks) : {};
  } catch {
    return {};
  }
}

function writeMarks(key: string, marks: Marks) {
  try {
    window.localStorage.setItem(key, JSON.stringify(marks));
  } catch {
    // Without storage the marks last while the page is open.
  }
}

/** The pages viewed at their current version, and a way to mark or unmark one. */
export function useViewedPages(
  scope: ViewedScope,
  pages: readonly { id: string; version: string }[],
): { viewed: ReadonlySet<string>; setViewed: (pageId: string, viewed: boolean) => void } {
  const key = storageKey(scope);
  const [marks, setMarks] = useState(() => ({ key, marks: readMarks(key) }));
  // Another person or request: read its own marks.
  const current = marks.key === key ? marks.marks : readMarks(key);
  const viewed = useMemo(
    () => new Set(pages.filter((page) => current[page.id] === page.version).map((page) => page.id)),
    [pages, current],
  );
  const setViewed = useCallback(
    (pageId: string, isViewed: boolean) => {
      const version = pages.find((page) => page.id === pageId)?.version;
      const next = { ...readMarks(key) };
      if (isViewed && version !== undefined) next[pageId] = version;
      else delete next[pageId];
      writeMarks(key, next);
      setMarks({ key, marks: next });
    },
    [key, pages],
  );
  return { viewed, setViewed };
}
