import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { Router } from 'express';

// Old marketing and help addresses all land on the dashboard (spec section 2).
export const REDIRECTS = [
  '/ai-resume-matching',
  '/candidate-screening-ai',
  '/recruitment-automation',
  '/ats-software',
  '/free-resume-scanner',
  '/help',
  '/faq',
  '/how-it-works',
  '/about',
  '/contact',
  '/privacy',
  '/terms',
];

const PLACEHOLDER = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Shortlist</title></head>
<body><h1>Shortlist</h1><p>The web app has not been built yet. Run <code>npm run build</code>.</p></body></html>`;

/** Serves the built web app with an SPA fallback: unknown non-API paths get index.html. */
export function webRoutes(distDir: string): Router {
  const router = Router();
  for (const from of REDIRECTS) router.get(from, (_req, res) => res.redirect(301, '/dashboard'));
  const index = path.join(distDir, 'index.html');
  // Hashed assets can be cached forever; index.html must be revalidated so deploys show up.
  router.use(
    '/assets',
    express.static(path.join(distDir, 'assets'), {
      immutable: true,
      maxAge: '1y',
      fallthrough: false,
    }),
  );
  router.use(express.static(distDir, { index: false, maxAge: '1h' }));
  router.get(/^\/(?!api\/|api$|internal\/|socket\.io\/).*/, (req, res, next) => {
    if (!req.accepts('html')) return next();
    res.setHeader('cache-control', 'no-cache');
    if (existsSync(index)) res.sendFile(index);
    else res.type('html').send(PLACEHOLDER);
  });
  return router;
}
