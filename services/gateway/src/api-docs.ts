import { API_ROUTES, openApiDocument } from '@shortlist/contracts';
import { Router } from 'express';

/**
 * The API reference: `GET /api/docs` answers the OpenAPI 3.1 document generated from the
 * contracts (packages/contracts' openapi.ts), `GET /api/docs.html` the same routes as a page to
 * read. Built once, at the first request.
 */
export function apiDocsRoutes(): Router {
  const router = Router();
  let document: string | undefined;
  let page: string | undefined;
  router.get('/api/docs', (_req, res) => {
    document ??= JSON.stringify(openApiDocument());
    res.type('application/json').send(document);
  });
  router.get('/api/docs.html', (_req, res) => {
    page ??= readablePage();
    res.type('html').send(page);
  });
  return router;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c,
  );

const AUTH = {
  none: 'no sign-in',
  user: 'token',
  workspace: 'token, X-Workspace-Id',
} as const;

function readablePage(): string {
  const rows = API_ROUTES.map(
    (r) =>
      `<tr><td><code>${r.method.toUpperCase()}</code></td><td><code>${escapeHtml(r.path)}</code></td><td>${escapeHtml(r.summary)}</td><td>${AUTH[r.auth]}</td></tr>`,
  ).join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Shortlist API</title>
<style>body{font:15px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:70rem;padding:0 1rem}td{padding:.2rem .8rem;border-bottom:1px solid #ddd;vertical-align:top}</style>
</head><body>
<h1>Shortlist API</h1>
<p>Every public route. Request and response schemas: <a href="/api/docs">/api/docs</a> (OpenAPI 3.1, JSON).
Sign in with <code>POST /api/auth/login</code> and send <code>Authorization: Bearer &lt;token&gt;</code>;
uploads are <code>multipart/form-data</code> with the file in the field <code>file</code>.</p>
<table><thead><tr><th>Method</th><th>Path</th><th>What it does</th><th>Needs</th></tr></thead>
<tbody>
${rows}
</tbody></table>
</body></html>`;
}
