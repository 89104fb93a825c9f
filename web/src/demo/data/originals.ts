/**
 * The files a demo visitor uploaded, kept in this browser so that signing up can put the
 * originals in the account (the demo itself needs only their parsed profiles). Kept in memory
 * and in IndexedDB, which survives a reload; where IndexedDB is missing, memory alone.
 */
const DB = 'shortlist-demo';
const STORE = 'originals';
const memory = new Map<string, File>();

function openDb(): Promise<IDBDatabase | null> {
  if (typeof indexedDB === 'undefined') return Promise.resolve(null);
  return new Promise((resolve) => {
    const req = indexedDB.open(DB, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(STORE);
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => resolve(null);
  });
}

async function withStore<T>(
  mode: IDBTransactionMode,
  run: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T | undefined> {
  const db = await openDb();
  if (!db) return undefined;
  try {
    return await new Promise<T | undefined>((resolve) => {
      const req = run(db.transaction(STORE, mode).objectStore(STORE));
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => resolve(undefined);
    });
  } finally {
    db.close();
  }
}

export async function keepOriginal(id: string, file: File): Promise<void> {
  memory.set(id, file);
  // Losing the copy only means the account gets no original: never fail the upload for it.
  await withStore('readwrite', (s) => s.put(file, id)).catch(() => undefined);
}

export async function originalOf(id: string): Promise<File | undefined> {
  const kept = memory.get(id);
  if (kept) return kept;
  const stored = await withStore<File>('readonly', (s) => s.get(id)).catch(() => undefined);
  return stored instanceof Blob ? stored : undefined;
}

export async function forgetOriginals(): Promise<void> {
  memory.clear();
  await withStore('readwrite', (s) => s.clear()).catch(() => undefined);
}
