import { existsSync } from 'node:fs';
import path from 'node:path';
import { DASHBOARD_REDIRECTS } from '@shortlist/contracts';
import { AppError } from '@shortlist/kit';
import express, { Router } from 'express';

const PLACEHOLDER = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Shortlist</title></head>
<body><h1>Shortlist</h1><p>The web app has not been built yet. Run <code>npm run build</code>.</p></body></html>`;

/** Serves the built web app with an SPA fallback: unknown non-API paths get index.html. */
export function webRoutes(distDir: string): Router {
  const router = Router();
  for (const from of DASHBOARD_REDIRECTS)
    router.get(from, (_req, res) => res.redirect(301, '/dashboard'));
  const index = path.join(distDir, 'index.html');
  // Hashed assets can be cached forever; index.html must be revalidated so deploys show up.
  // A missing asset (an old page asking for the previous deploy's bundle, a scanner) is a plain
  // 404, never index.html and never a logged server error.
  router.use(
    '/assets',
    express.static(path.join(distDir, 'assets'), { immutable: true, maxAge: '1y' }),
    (req, _res, next) => next(new AppError('not_found', `No asset ${req.baseUrl}${req.path}`)),
  );
  router.use(express.static(distDir, { index: false, maxAge: '1h' }));
  router.get(/^\/(?!api\/|api$|internal\/|socket\.io\/).*/, (req, res, next) => {
    if (!req.accepts('html')) return next();
    res.setHeader('cache-control', 'no-cache');
    // A shared shortlist's address holds its token (issue #32): never sent on as a referrer,
    // never indexed.
    if (req.path.startsWith('/share/')) {
      res.setHeader('referrer-policy', 'no-referrer');
      res.setHeader('x-robots-tag', 'noindex, nofollow, noarchive');
    }
    if (existsSync(index)) res.sendFile(index);
    else res.type('html').send(PLACEHOLDER);
  });
  return router;
}
