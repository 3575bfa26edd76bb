import { useSyncExternalStore } from 'react';

/** A person the demo backend offers to sign in as. */
export interface DemoUser {
  token: string;
  displayName: string;
  email: string;
  description: string;
}

export type Session =
  | {
      mode: 'demo';
      baseUrl: string;
      token: string;
      user: Pick<DemoUser, 'displayName' | 'email' | 'description'>;
    }
  | { mode: 'remote'; baseUrl: string; token: string; remember: boolean };

export const sessionStorageKey = 'folio.session';

function isSession(value: unknown): value is Session {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    (v.mode === 'demo' || v.mode === 'remote') &&
    typeof v.baseUrl === 'string' &&
    typeof v.token === 'string'
  );
}

function storages(): Storage[] {
  // Unavailable storage (private modes, tests without a DOM) just means "no session".
  try {
    return [window.sessionStorage, window.localStorage];
  } catch {
    return [];
  }
}

function readRaw(): string | null {
  for (const storage of storages()) {
    const raw = storage.getItem(sessionStorageKey);
    if (raw) return raw;
  }
  return null;
}

/**
 * The signed-in session and the "the token was rejected" flag.
 *
 * Storage is the source of truth and is read on every `get()`: the token the API client sends is
 * always the stored one, so another tab signing out (or a test swapping the token) takes effect
 * on the next request. Snapshots are cached by raw string so React's useSyncExternalStore sees
 * a stable value.
 */
export interface SessionStore {
  get(): Session | null;
  signIn(session: Session): void;
  /** Replaces the token (and for the demo, the person) after a 401, keeping everything else. */
  renew(token: string, user?: Extract<Session, { mode: 'demo' }>['user']): void;
  signOut(): void;
  /** True after a request of this session was answered 401, until the token is renewed. */
  needsToken(): boolean;
  reportUnauthorized(): void;
  subscribe(listener: () => void): () => void;
}

export function createSessionStore(): SessionStore {
  const listeners = new Set<() => void>();
  let cachedRaw: string | null = null;
  let cached: Session | null = null;
  let unauthorized = false;

  const emit = () => listeners.forEach((listener) => listener());

  const get = (): Session | null => {
    const raw = readRaw();
    if (raw === cachedRaw) return cached;
    cachedRaw = raw;
    try {
      const parsed: unknown = raw ? JSON.parse(raw) : null;
      cached = isSession(parsed) ? parsed : null;
    } catch {
      cached = null;
    }
    return cached;
  };

  const write = (session: Session | null) => {
    for (const storage of storages()) storage.removeItem(sessionStorageKey);
    if (session) {
      // Only a remote session the person asked to remember outlives the tab; a demo's data
      // lives in this tab's service worker anyway.
      const target =
        session.mode === 'remote' && session.remember ? window.localStorage : window.sessionStorage;
      target.setItem(sessionStorageKey, JSON.stringify(session));
    }
    emit();
  };

  return {
    get,
    signIn(session) {
      unauthorized = false;
      write(session);
    },
    renew(token, user) {
      const current = get();
      if (!current) return;
      unauthorized = false;
      write(
        current.mode === 'demo'
          ? { ...current, token, user: user ?? current.user }
          : { ...current, token },
      );
    },
    signOut() {
      unauthorized = false;
      write(null);
    },
    needsToken: () => unauthorized,
    reportUnauthorized() {
      if (unauthorized || !get()) return;
      unauthorized = true;
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      const onStorage = (event: StorageEvent) => {
        if (event.key === sessionStorageKey) listener();
      };
      window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        window.removeEventListener('storage', onStorage);
      };
    },
  };
}

/** The app's one session store; the router context and the API client share it. */
export const sessionStore = createSessionStore();

export function useSession(): Session | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, () => null);
}

export function useNeedsToken(): boolean {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.needsToken, () => false);
}

/**
 * Who a session is, as far as the console can tell: a demo user by their email, a remote
 * session by its server (a renewed token there is the same person, whose drafts must survive).
 */
export function personOf(session: Session | null): string | undefined {
  if (!session) return undefined;
  return session.mode === 'demo'
    ? `demo ${session.baseUrl} ${session.user.email}`
    : `remote ${session.baseUrl}`;
}

/**
 * Calls `onLeave` when the person signed in is no longer the one before: signed out (here or
 * in another tab), or another demo user chosen. Returns what stops watching.
 */
export function watchPersonLeaving(store: SessionStore, onLeave: () => void): () => void {
  let person = personOf(store.get());
  return store.subscribe(() => {
    const next = personOf(store.get());
    if (person !== undefined && next !== person) onLeave();
    person = next;
  });
}

/** The domain of the signed-in person's email, when the console knows it (demo users only). */
export function sessionEmailDomain(session: Session | null): string | undefined {
  if (session?.mode !== 'demo') return undefined;
  const at = session.user.email.lastIndexOf('@');
  return at >= 0 ? session.user.email.slice(at + 1).toLowerCase() : undefined;
}
