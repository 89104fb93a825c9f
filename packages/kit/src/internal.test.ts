import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { isAppError } from './errors';
import { createInternalClient, INTERNAL_TOKEN_HEADER } from './internal';
import { REQUEST_ID_HEADER, runWithRequestId } from './request-context';

// The client every service calls another's internal API with, against a real HTTP server.

type Handler = (req: http.IncomingMessage, body: string, res: http.ServerResponse) => void;

let handler: Handler = () => undefined;
let server: http.Server;
let baseUrl: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => handler(req, body, res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const client = (timeoutMs = 2000, url = baseUrl) =>
  createInternalClient({ baseUrl: url, token: 'service-secret', timeoutMs, service: 'documents' });

const json = (res: http.ServerResponse, status: number, value: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(value));
};

async function failure(call: Promise<unknown>) {
  const err = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!isAppError(err)) throw new Error(`expected an AppError, got ${String(err)}`);
  return { code: err.code, message: err.message };
}

test('sends the service credential, the request id and a JSON body, and answers the JSON', async () => {
  let seen: { method?: string; token?: unknown; requestId?: unknown; body?: string } = {};
  handler = (req, body, res) => {
    seen = {
      method: req.method,
      token: req.headers[INTERNAL_TOKEN_HEADER],
      requestId: req.headers[REQUEST_ID_HEADER],
      body,
    };
    json(res, 200, { ok: true, name: 'Zoë' });
  };
  const answer = await runWithRequestId('req-42', () =>
    client().post('/internal/things', { ids: ['a'] }),
  );
  expect(answer).toEqual({ ok: true, name: 'Zoë' });
  expect(seen).toEqual({
    method: 'POST',
    token: 'service-secret',
    requestId: 'req-42',
    body: '{"ids":["a"]}',
  });
  // Several calls at once share kept-alive connections and each gets its own answer.
  handler = (req, _body, res) => json(res, 200, { path: req.url });
  const paths = ['/a', '/b', '/c', '/d', '/e'];
  expect(await Promise.all(paths.map((p) => client().get(p)))).toEqual(
    paths.map((path) => ({ path })),
  );
});

test("another service's error keeps its code and message; an answer without one is upstream_failed", async () => {
  handler = (_req, _body, res) =>
    json(res, 404, { error: 'Candidate not found', code: 'not_found' });
  expect(await failure(client().get('/internal/candidates/x'))).toEqual({
    code: 'not_found',
    message: 'Candidate not found',
  });
  handler = (_req, _body, res) => {
    res.writeHead(502, { 'content-type': 'text/html' });
    res.end('<html>Bad gateway</html>');
  };
  expect(await failure(client().get('/x'))).toEqual({
    code: 'upstream_failed',
    message: 'The documents service answered 502',
  });
});

test('no one listening, no answer in time, or an answer cut short: the service is unavailable', async () => {
  const closed = http.createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const closedUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
  await new Promise((resolve) => closed.close(resolve));
  const unavailable = {
    code: 'service_unavailable',
    message: 'The documents service is unavailable',
  };
  expect(await failure(client(2000, closedUrl).get('/x'))).toEqual(unavailable);

  handler = () => undefined; // never answers
  expect(await failure(client(150).get('/slow'))).toEqual(unavailable);
  // A call's own limit replaces the client's, either way.
  expect(await failure(client(60_000).post('/slow', {}, { timeoutMs: 150 }))).toEqual(unavailable);
  handler = (_req, _body, res) => void setTimeout(() => json(res, 200, { late: true }), 300);
  expect(await client(150).get('/late', { timeoutMs: 2000 })).toEqual({ late: true });

  handler = (_req, _body, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.write('{"half": '); // and never the rest
  };
  expect(await failure(client(150).get('/stalled'))).toEqual(unavailable);

  handler = (req, _body, res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' });
    res.write('{"cut": ');
    req.socket.destroy();
  };
  expect(await failure(client().get('/cut'))).toEqual(unavailable);
});
