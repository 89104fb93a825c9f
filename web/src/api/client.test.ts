import { installFetch } from '../test/fetch';
import { setRequestWorkspaceId, setWorkspaceGoneHandler } from '../workspace/storage';
import { downloadFile } from './download';
import { api, ApiError, getPage, request, setUnauthorizedHandler } from './client';

beforeEach(() => {
  localStorage.clear();
  setRequestWorkspaceId(null);
});

test('sends JSON with the bearer token to the relative /api base', async () => {
  localStorage.setItem('token', 'T');
  const calls = installFetch({ 'POST /api/things': { body: { ok: true } } });
  await api.post('/things', { a: 1 });
  const headers = calls[0]?.init.headers as Record<string, string>;
  expect(calls[0]?.url).toBe('/api/things');
  expect([headers.Authorization, headers['Content-Type'], calls[0]?.init.body]).toEqual([
    'Bearer T',
    'application/json',
    '{"a":1}',
  ]);
});

test('lists read the total from x-total-count and pass q, page and pageSize', async () => {
  const calls = installFetch({
    'GET /api/candidates': { body: [{ id: 'a' }], headers: { 'X-Total-Count': '42' } },
  });
  const page = await getPage('/candidates', { q: 'react', page: 2, pageSize: 25 });
  expect(page.total).toBe(42);
  expect(calls[0]?.url).toBe('/api/candidates?q=react&page=2&pageSize=25');
});

test("errors carry the server's { error, code }", async () => {
  installFetch({
    'GET /api/x': { status: 413, body: { error: 'File is too large', code: 'file_too_large' } },
  });
  const err = await api.get('/x').catch((e: unknown) => e);
  expect(err).toBeInstanceOf(ApiError);
  expect([(err as ApiError).message, (err as ApiError).status, (err as ApiError).code]).toEqual([
    'File is too large',
    413,
    'file_too_large',
  ]);
});

test('a 401 while holding a token removes it and reloads; without a token nothing happens', async () => {
  const reload = jest.fn();
  setUnauthorizedHandler(reload);
  installFetch({
    'GET /api/x': { status: 401, body: { error: 'Unauthorized', code: 'unauthorized' } },
  });
  await api.get('/x').catch(() => {});
  expect(reload).not.toHaveBeenCalled();
  localStorage.setItem('token', 'T');
  await api.get('/x').catch(() => {});
  expect(reload).toHaveBeenCalledTimes(1);
  expect(localStorage.getItem('token')).toBeNull();
});

test('every signed-in request and download names the current workspace; the workspace list does not', async () => {
  localStorage.setItem('token', 'T');
  setRequestWorkspaceId('team-1');
  URL.createObjectURL = () => 'blob:x';
  URL.revokeObjectURL = () => {};
  const calls = installFetch({
    'GET /api/jobs': { body: [] },
    'POST /api/candidates': { body: {} },
    'GET /api/jobs/j1/export': { body: 'file' },
    'GET /api/workspaces': { body: { workspaces: [] } },
  });
  await api.get('/jobs');
  await api.upload('/candidates', new FormData());
  await downloadFile('/jobs/j1/export', 'job.json');
  await request('/workspaces', { workspace: false });
  const named = calls.map((c) => (c.init.headers as Record<string, string>)['x-workspace-id']);
  expect(named).toEqual(['team-1', 'team-1', 'team-1', undefined]);
});

test('visitors name no workspace', async () => {
  setRequestWorkspaceId('team-1');
  const calls = installFetch({ 'GET /api/jobs': { body: [] } });
  await api.get('/jobs');
  expect(calls[0]?.init.headers).not.toHaveProperty('x-workspace-id');
});

test('a request refused its workspace (removed meanwhile) says so to the workspace provider', async () => {
  localStorage.setItem('token', 'T');
  setRequestWorkspaceId('team-1');
  const gone = jest.fn();
  setWorkspaceGoneHandler(gone);
  installFetch({
    'GET /api/jobs': { status: 404, body: { error: 'Workspace not found', code: 'not_found' } },
    'GET /api/jobs/x': {
      status: 404,
      body: { error: 'Job description not found', code: 'not_found' },
    },
  });
  await expect(api.get('/jobs/x')).rejects.toThrow('Job description not found');
  expect(gone).not.toHaveBeenCalled();
  await expect(api.get('/jobs')).rejects.toThrow('Workspace not found');
  expect(gone).toHaveBeenCalledTimes(1);
  setWorkspaceGoneHandler(() => {});
});
