import { useBlocker } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '@/lib/api-error';
import { documentToSlate, slateToDocument } from './convert';
import { deepEqual } from './deep-equal';
import { readDraft, removeDraft, writeDraft } from './draft-storage';
import type { Descendant, Document } from './slate-types';

/** A copy of the document as the server has it, with whatever marks its version. */
export interface ServerCopy {
  document: Document;
  /** Changes whenever the server copy changes: a revision id or an `updatedAt`. */
  revision: string;
}

/** How long typing may pause before the draft is written (a crash loses at most this). */
const persistDelayMs = 300;
/** How long the written draft may then wait for the page to be idle. */
const idleTimeoutMs = 1000;

/**
 * Runs `task` after `delayMs`, then once the page is idle: writing the draft converts, compares
 * and serializes the whole document (tens of milliseconds for a long one), which must not hold
 * up a key press that is already waiting. Returns what cancels it.
 */
function later(task: () => void, delayMs: number): () => void {
  let idle: number | undefined;
  const timer = setTimeout(() => {
    if (typeof requestIdleCallback === 'function') {
      idle = requestIdleCallback(task, { timeout: idleTimeoutMs });
    } else task();
  }, delayMs);
  return () => {
    clearTimeout(timer);
    if (idle !== undefined) cancelIdleCallback(idle);
  };
}

interface Loaded {
  /** Remount the editor with new content when this changes. */
  editorKey: number;
  initialValue: Descendant[];
}

export interface DocumentDraft extends Loaded {
  onContentChange: (value: Descendant[]) => void;
  /** There are edits the server does not have. */
  dirty: boolean;
  saving: boolean;
  /** Why the last save failed; the edits are kept. */
  saveError: string | undefined;
  /** Saves; resolves true when the server has the edits. */
  save: () => Promise<boolean>;
  /** When a draft from an earlier visit was restored, when it was written. */
  restoredAt: string | undefined;
  dismissRestored: () => void;
  /** Drops the local edits and shows the server copy. */
  discard: () => void;
  /** The server copy changed since editing began; the person picks one. */
  conflict: ServerCopy | undefined;
  keepMine: () => void;
  takeTheirs: () => void;
  /** A navigation waits for an answer while there are unsaved edits. */
  leaving: { stay: () => void; leave: () => void } | undefined;
}

/**
 * One editing session of a document with an explicit Save: a dirty marker, a local draft of
 * unsaved edits (localStorage, per `storageKey`) that survives a reload, a crash or a failed
 * save, a question before leaving with unsaved edits, and a choice when the server copy changed
 * since editing began (checked when it is refetched and right before saving).
 */
export function useDocumentDraft(options: {
  storageKey: string;
  server: ServerCopy;
  save: (document: Document) => Promise<ServerCopy>;
  /** Reads the server copy fresh; when given, Save first checks nobody changed it meanwhile. */
  fetchLatest?: () => Promise<ServerCopy>;
  /** Off for people who cannot edit: no draft, no blocker. */
  enabled?: boolean;
}): DocumentDraft {
  const { storageKey, server, enabled = true } = options;

  // Decided once per mount: restore a draft from an earlier visit if it differs from the server.
  const [start] = useState(() => {
    const draft = enabled ? readDraft(storageKey) : undefined;
    if (draft && !deepEqual(draft.document, server.document)) {
      return {
        document: draft.document,
        base: { document: server.document, revision: draft.baseRevision },
        restoredAt: draft.savedAt,
        conflict: draft.baseRevision !== server.revision ? server : undefined,
      };
    }
    if (draft) removeDraft(storageKey);
    return { document: server.document, base: server, restoredAt: undefined, conflict: undefined };
  });

  const [loaded, setLoaded] = useState<Loaded>(() => ({
    editorKey: 0,
    initialValue: documentToSlate(start.document),
  }));
  const [dirty, setDirty] = useState(start.restoredAt !== undefined);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string>();
  const [restoredAt, setRestoredAt] = useState(start.restoredAt);
  const [conflict, setConflict] = useState<ServerCopy | undefined>(start.conflict);

  const base = useRef<ServerCopy>(start.base);
  const value = useRef<Descendant[]>(loaded.initialValue);
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const cancelPersist = useRef<() => void>(undefined);
  const pending = useRef(false);
  const savingRef = useRef(false);

  const currentDocument = useCallback(
    () => slateToDocument(value.current, base.current.document),
    [],
  );

  /** Writes the draft now (or removes it when the edits were all undone). */
  const persist = useCallback(() => {
    cancelPersist.current?.();
    pending.current = false;
    if (!enabled) return;
    const document = currentDocument();
    if (deepEqual(document, base.current.document)) {
      removeDraft(storageKey);
      setDirty(false);
      return;
    }
    writeDraft(storageKey, {
      version: 1,
      document,
      baseRevision: base.current.revision,
      savedAt: new Date().toISOString(),
    });
  }, [currentDocument, enabled, storageKey]);

  const onContentChange = useCallback(
    (next: Descendant[]) => {
      value.current = next;
      setDirty(true);
      pending.current = true;
      cancelPersist.current?.();
      cancelPersist.current = later(persist, persistDelayMs);
    },
    [persist],
  );

  // Whatever is pending goes to storage when the page hides or this session ends.
  useEffect(() => {
    const flush = () => {
      if (pending.current) persist();
    };
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [persist]);

  const load = useCallback(
    (copy: ServerCopy) => {
      cancelPersist.current?.();
      pending.current = false;
      base.current = copy;
      const initialValue = documentToSlate(copy.document);
      value.current = initialValue;
      setLoaded((current) => ({ editorKey: current.editorKey + 1, initialValue }));
      removeDraft(storageKey);
      setDirty(false);
      setSaveError(undefined);
      setRestoredAt(undefined);
      setConflict(undefined);
    },
    [storageKey],
  );

  // The server copy moved on (a refetch): with no edits, show it; with edits, ask.
  useEffect(() => {
    // Our own save moves the server copy too; save() takes the new base from its answer.
    if (savingRef.current || server.revision === base.current.revision) return;
    if (dirtyRef.current) setConflict(server);
    else load(server);
  }, [server, load]);

  const save = useCallback(async () => {
    if (pending.current) persist();
    setSaveError(undefined);
    setSaving(true);
    savingRef.current = true;
    try {
      if (options.fetchLatest) {
        const latest = await options.fetchLatest();
        if (latest.revision !== base.current.revision) {
          setConflict(latest);
          return false;
        }
      }
      const sent = value.current;
      const saved = await options.save(currentDocument());
      base.current = saved;
      setRestoredAt(undefined);
      if (value.current === sent) {
        removeDraft(storageKey);
        setDirty(false);
      } else {
        // Typed while saving: those edits are still unsaved.
        persist();
      }
      return true;
    } catch (error) {
      persist();
      setSaveError(errorMessage(error));
      return false;
    } finally {
      savingRef.current = false;
      setSaving(false);
    }
  }, [currentDocument, options, persist, storageKey]);

  const keepMine = useCallback(() => {
    if (!conflict) return;
    // Saving now replaces their copy; the draft remembers that it did so knowingly.
    base.current = conflict;
    setConflict(undefined);
    setDirty(true);
    persist();
  }, [conflict, persist]);

  const takeTheirs = useCallback(() => {
    if (conflict) load(conflict);
  }, [conflict, load]);

  const discard = useCallback(() => load(server), [load, server]);

  const blocker = useBlocker({
    shouldBlockFn: () => enabled && dirtyRef.current,
    enableBeforeUnload: () => enabled && dirtyRef.current,
    withResolver: true,
  });

  return {
    ...loaded,
    onContentChange,
    dirty,
    saving,
    saveError,
    save,
    restoredAt,
    dismissRestored: () => setRestoredAt(undefined),
    discard,
    conflict,
    keepMine,
    takeTheirs,
    leaving:
      blocker.status === 'blocked' ? { stay: blocker.reset, leave: blocker.proceed } : undefined,
  };
}
