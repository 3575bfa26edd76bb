/**
 * MSW (which the backend's control endpoints are written with) creates its cookie store when
 * it is first imported and insists on `localStorage` outside Node, which a worker does not
 * have. The demo sends its token in a header and sets no cookies, so an in-memory stand-in,
 * installed before MSW loads, is all it needs. Imported first by demo-worker.ts.
 */
if (!('localStorage' in globalThis)) {
  const items = new Map<string, string>();
  const storage: Storage = {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
  Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true });
}

export {};
