import pino from 'pino';
import request from 'supertest';
import { buildGatewayApp } from './app';
import { loadGatewayConfig } from './config';

// The API reference is the gateway's own: served with every service away (nothing listens on
// these addresses), as JSON for tools and as a page for people.
const { app } = buildGatewayApp(
  loadGatewayConfig({
    AUTH_URL: 'http://127.0.0.1:9',
    DOCUMENTS_URL: 'http://127.0.0.1:9',
    MATCHING_URL: 'http://127.0.0.1:9',
    BILLING_URL: 'http://127.0.0.1:9',
  }),
  pino({ level: 'silent' }),
);

test('GET /api/docs answers the OpenAPI document of every public route', async () => {
  const res = await request(app).get('/api/docs');
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(res.body.openapi).toBe('3.1.0');
  expect(Object.keys(res.body.paths)).toEqual(
    expect.arrayContaining([
      '/api/candidates',
      '/api/analysis/{candidateId}/{jobId}',
      '/api/auth/login',
    ]),
  );
  expect(res.body.paths['/api/candidates'].post.requestBody.content).toHaveProperty(
    'multipart/form-data',
  );
});

test('GET /api/docs.html lists the routes for a person to read', async () => {
  const res = await request(app).get('/api/docs.html');
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/html/);
  expect(res.text).toContain('<code>/api/job-descriptions/{id}/reading</code>');
  expect(res.text).toContain('X-Workspace-Id');
});
