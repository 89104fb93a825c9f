// The demo session: an id per browser tab session and a start time, so demo data expires.
export const SESSION_ID_KEY = 'recruiter_session_id';
export const SESSION_START_KEY = 'recruiter_session_start';
export const SESSION_LENGTH_MS = 2 * 60 * 60 * 1000;

function read(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    sessionStorage.setItem(key, value);
  } catch {
    // Storage blocked (private mode): the session still works for this page.
  }
}

export function newSessionId(now = Date.now()): string {
  return `session_${now}_${Math.random().toString(36).slice(2, 11)}`;
}

export function getSessionId(): string {
  const existing = read(SESSION_ID_KEY);
  if (existing) return existing;
  const id = newSessionId();
  write(SESSION_ID_KEY, id);
  return id;
}

export function sessionStart(now = Date.now()): number {
  const raw = Number(read(SESSION_START_KEY));
  if (Number.isFinite(raw) && raw > 0) return raw;
  write(SESSION_START_KEY, String(now));
  return now;
}

export function restartSessionClock(now = Date.now()): void {
  write(SESSION_START_KEY, String(now));
}

export function isSessionExpired(now = Date.now()): boolean {
  return now - sessionStart(now) >= SESSION_LENGTH_MS;
}
