import type { Document } from './slate-types';

/**
 * Where a document's unsaved edits are kept across reloads: one localStorage entry per
 * document. Apart from the editor, so that forgetting a person's drafts at sign-out does not
 * load the editor's conversions with the first page.
 */

export interface StoredDraft {
  version: 1;
  document: Document;
  /** The server revision the edits started from. */
  baseRevision: string;
  savedAt: string;
}

const storagePrefix = 'folio:draft:';

export function readDraft(storageKey: string): StoredDraft | undefined {
  try {
    const raw = localStorage.getItem(storagePrefix + storageKey);
    if (!raw) return undefined;
    const parsed = JSON.parse(raw) as Partial<StoredDraft>;
    if (parsed.version !== 1 || !parsed.document || typeof parsed.baseRevision !== 'string') {
      return undefined;
    }
    return parsed as StoredDraft;
  } catch {
    return undefined;
  }
}

export function writeDraft(storageKey: string, draft: StoredDraft): boolean {
  try {
    localStorage.setItem(storagePrefix + storageKey, JSON.stringify(draft));
    return true;
  } catch {
    // Storage full or disabled: the edits are still in the page; saving still works.
    return false;
  }
}

export function removeDraft(storageKey: string): void {
  try {
    localStorage.removeItem(storagePrefix + storageKey);
  } catch {
    // Nothing to clean up where storage is unavailable.
  }
}

/**
 * Forgets every document's local draft: unsaved edits belong to the person who made them, and
 * the next person to sign in on this browser must neither see nor save them.
 */
export function forgetDocumentDrafts(): void {
  try {
    const keys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index));
    for (const key of keys) if (key?.startsWith(storagePrefix)) localStorage.removeItem(key);
  } catch {
    // Nothing was kept where storage is unavailable.
  }
}
