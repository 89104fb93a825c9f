// A fake fetch for component tests: answers by "METHOD /path" and records every call.

export interface FakeReply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export type Handler = (url: string, init: RequestInit) => FakeReply | Promise<FakeReply>;

export interface FetchCall {
  method: string;
  url: string;
  init: RequestInit;
}

export function fakeResponse({ status = 200, body, headers = {} }: FakeReply): Response {
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: { get: (name: string) => lower[name.toLowerCase()] ?? null },
    json: async () => {
      if (body === undefined) throw new SyntaxError('no body');
      return body;
    },
    blob: async () => new Blob([JSON.stringify(body ?? '')]),
  } as unknown as Response;
}

/** Installs a fetch that routes "GET /api/x" (query string ignored) to the given handlers. */
export function installFetch(routes: Record<string, Handler | FakeReply>): FetchCall[] {
  const calls: FetchCall[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const method = (init.method ?? 'GET').toUpperCase();
    calls.push({ method, url, init });
    const key = `${method} ${url.split('?')[0]}`;
    const route = routes[key];
    if (!route)
      return fakeResponse({
        status: 404,
        body: { error: `no fake for ${key}`, code: 'not_found' },
      });
    return fakeResponse(typeof route === 'function' ? await route(url, init) : route);
  }) as typeof fetch;
  return calls;
}
