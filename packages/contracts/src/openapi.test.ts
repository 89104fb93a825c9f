import { API_ROUTES } from './api-routes';
import { openApiDocument } from './openapi';

// The API reference lists every public route with what it takes and what it answers, as JSON
// Schema generated from the contracts. Which routes exist is checked against each service's
// express routers (services/*/src/api-reference.test.ts).

interface Operation {
  parameters: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }>;
}

const document = openApiDocument() as {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
};

test('every route is listed once, with its request and its answer', () => {
  expect(document.openapi).toBe('3.1.0');
  const keys = API_ROUTES.map((r) => `${r.method} ${r.path}`);
  expect(new Set(keys).size).toBe(keys.length);
  for (const route of API_ROUTES) {
    const op = document.paths[route.path]?.[route.method];
    expect(op).toBeDefined();
    if (!op) continue;
    const success = op.responses[String(route.status)];
    expect(success).toBeDefined();
    if (route.response !== 'empty') expect(Object.keys(success?.content ?? {})).toHaveLength(1);
    // A route that changes something says what it takes, even when that is nothing.
    if (route.body !== 'none') expect(op.requestBody).toBeDefined();
    for (const [, name] of route.path.matchAll(/\{(\w+)\}/g))
      expect(op.parameters).toContainEqual(expect.objectContaining({ name, in: 'path' }));
  }
});

test('bodies are the contracts: signup takes an email and a password; an upload takes `file`', () => {
  const signup = document.paths['/api/auth/signup']?.post;
  const body = signup?.requestBody?.content['application/json']?.schema as {
    properties: Record<string, unknown>;
    required: string[];
  };
  expect(Object.keys(body.properties)).toEqual(expect.arrayContaining(['email', 'password']));
  const answer = signup?.responses['201']?.content?.['application/json']?.schema as {
    properties: Record<string, unknown>;
  };
  expect(Object.keys(answer.properties)).toEqual(expect.arrayContaining(['token', 'user']));

  const upload = document.paths['/api/candidates']?.post?.requestBody?.content[
    'multipart/form-data'
  ]?.schema as { properties: Record<string, unknown> };
  expect(Object.keys(upload.properties)).toEqual(['file']);
  const list = document.paths['/api/candidates']?.get;
  expect(list?.parameters).toContainEqual(
    expect.objectContaining({ name: 'X-Workspace-Id', in: 'header' }),
  );
  expect(list?.parameters).toContainEqual(expect.objectContaining({ name: 'q', in: 'query' }));
});
