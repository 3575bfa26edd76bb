import type { ChangedPage } from '@/components/document-diff/page-change-list';
import type { SemanticChange } from './api/review-queries';

/** A changed page as the Changes tab lists it, with what it needs to draw and track its diff. */
export interface ReviewedPage extends ChangedPage {
  /** The body before the change (a Document id), when the request changed or deleted it. */
  documentBefore?: string;
  /** The body after the change, when the request changed or created it. */
  documentAfter?: string;
  /**
   * What this version of the change is: the body after it when there is one, else the change
   * itself. A page marked as viewed is viewed only while this stays the same.
   */
  version: string;
}

type PageChange = Extract<SemanticChange, { page: unknown }>;

const isPageChange = (change: SemanticChange): change is PageChange => 'page' in change;

/** The last segment of a path, the page's slug. */
const slugOfPath = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/** Where a moved page was: under its old parent, with its old slug if the request renamed it. */
function previousPathOf(move: Extract<PageChange, { type: 'page_moved' }>, slug?: string) {
  const own = slug ?? slugOfPath(move.page.path ?? '');
  return move.parent.before?.path ? `${move.parent.before.path}/${own}` : own;
}

/**
 * One entry per page from a request's semantic changes, in the order the platform answers them
 * (the newer tree's reading order, then the deleted pages in the older tree's): a page both moved
 * and edited is one entry. An edited body makes it "edited" (it opens into its diff), with where
 * it was when it moved too; a move without an edited body makes it "moved", with where it was.
 */
export function changedPages(changes: readonly SemanticChange[]): ReviewedPage[] {
  const byPage = new Map<string, PageChange[]>();
  for (const change of changes) {
    if (!isPageChange(change)) continue;
    const list = byPage.get(change.page.id);
    if (list) list.push(change);
    else byPage.set(change.page.id, [change]);
  }
  return [...byPage.values()].map((list) => {
    const page = list[0]!.page;
    const edit = list.find((change) => change.type === 'page_edited');
    const move = list.find((change) => change.type === 'page_moved');
    const document = edit?.attributes.document;
    const base = {
      id: page.id,
      title: page.title,
      pageType: page.type,
      ...(page.path ? { path: page.path } : {}),
      version: document?.after ?? JSON.stringify(list),
    };
    // A page both moved and edited says where it was, beside its diff.
    const moved = move ? { previousPath: previousPathOf(move, edit?.attributes.slug?.before) } : {};
    if (list.some((change) => change.type === 'page_created')) {
      return { ...base, kind: 'added' as const };
    }
    if (list.some((change) => change.type === 'page_deleted')) {
      return { ...base, kind: 'deleted' as const };
    }
    if (document) {
      return {
        ...base,
        kind: 'edited' as const,
        ...moved,
        ...(document.before ? { documentBefore: document.before } : {}),
        ...(document.after ? { documentAfter: document.after } : {}),
      };
    }
    if (move) return { ...base, kind: 'moved' as const, ...moved };
    return { ...base, kind: 'edited' as const };
  });
}
