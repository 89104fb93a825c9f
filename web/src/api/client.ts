import { TOTAL_COUNT_HEADER, WORKSPACE_HEADER } from '@shortlist/contracts';
import { getToken, removeToken } from '../auth/token';
import { requestWorkspaceId, WORKSPACE_GONE_MESSAGE, workspaceGone } from '../workspace/storage';

// Relative base: the gateway serves the app and the API from one origin, and Vite proxies in dev.
export const API_BASE = '/api';

/** A failed call. `message` is the server's human `error` text (or empty when there was none). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export type QueryParams = Record<string, string | number | undefined>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  json?: unknown;
  form?: FormData;
  query?: QueryParams;
  signal?: AbortSignal;
  /** False for the start-up token check, which drops a bad token silently instead of reloading. */
  reloadOn401?: boolean;
  /**
   * False for the workspace list: it decides which workspace to use, so it must not fail because
   * the remembered one is gone.
   */
  workspace?: boolean;
}

export interface ApiResponse<T> {
  data: T;
  status: number;
  headers: Headers;
}

/** Called when a signed-in request answers 401: the session is over, start again clean. */
let onUnauthorized = (): void => window.location.reload();
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

export function buildUrl(path: string, query?: QueryParams): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return `${API_BASE}${path}${qs ? `?${qs}` : ''}`;
}

/** Who is asking and, once signed in, which workspace they work in (services default to personal). */
export function authHeaders({ workspace = true } = {}): Record<string, string> {
  const token = getToken();
  if (!token) return {};
  const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
  const workspaceId = workspace ? requestWorkspaceId() : null;
  if (workspaceId) headers[WORKSPACE_HEADER] = workspaceId;
  return headers;
}

async function readError(res: Response): Promise<ApiError> {
  let message = '';
  let code = 'http_error';
  try {
    const body: unknown = await res.json();
    if (body && typeof body === 'object') {
      const { error, code: c } = body as { error?: unknown; code?: unknown };
      if (typeof error === 'string') message = error;
      if (typeof c === 'string') code = c;
    }
  } catch {
    // Not JSON (a proxy page, an empty body): the caller falls back to its own message.
  }
  return new ApiError(message, res.status, code);
}

export async function request<T>(path: string, opts: RequestOptions = {}): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    ...authHeaders({ workspace: opts.workspace }),
  };
  let body: BodyInit | undefined;
  if (opts.form) body = opts.form;
  else if (opts.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(opts.json);
  }
  let res: Response;
  try {
    res = await fetch(buildUrl(path, opts.query), {
      method: opts.method ?? (body ? 'POST' : 'GET'),
      headers,
      body,
      signal: opts.signal,
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError('', 0, 'network_error');
  }
  if (res.status === 401 && getToken()) {
    removeToken();
    if (opts.reloadOn401 !== false) onUnauthorized();
  }
  if (!res.ok) {
    const error = await readError(res);
    // Removed from the workspace since the page loaded: the switcher falls back to personal.
    if (res.status === 404 && error.message === WORKSPACE_GONE_MESSAGE && headers[WORKSPACE_HEADER])
      workspaceGone();
    throw error;
  }
  const data = (res.status === 204 ? undefined : await res.json()) as T;
  return { data, status: res.status, headers: res.headers };
}

export const api = {
  get: async <T>(path: string, query?: QueryParams): Promise<T> =>
    (await request<T>(path, { query })).data,
  post: async <T>(path: string, json?: unknown): Promise<T> =>
    (await request<T>(path, { method: 'POST', json })).data,
  patch: async <T>(path: string, json?: unknown): Promise<T> =>
    (await request<T>(path, { method: 'PATCH', json })).data,
  put: async <T>(path: string, json?: unknown): Promise<T> =>
    (await request<T>(path, { method: 'PUT', json })).data,
  upload: async <T>(path: string, form: FormData, query?: QueryParams): Promise<T> =>
    (await request<T>(path, { method: 'POST', form, query })).data,
  del: async (path: string): Promise<void> => {
    await request<unknown>(path, { method: 'DELETE' });
  },
};

export interface Page<T> {
  items: T[];
  total: number;
}

/** Lists answer a JSON array; the total across pages is in a header. */
export async function getPage<T>(path: string, query?: QueryParams): Promise<Page<T>> {
  const res = await request<T[]>(path, { query });
  const header = res.headers.get(TOTAL_COUNT_HEADER);
  const total = header === null ? res.data.length : Number(header);
  return { items: res.data, total: Number.isFinite(total) ? total : res.data.length };
}

/** The message to show for a failure, with the screen's own fallback text. */
export function messageOf(err: unknown, fallback: string): string {
  if (err instanceof Error && err.message) return err.message;
  return fallback;
}
