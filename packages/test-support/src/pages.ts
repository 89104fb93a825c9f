import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A local web server for import tests: each path answers what the test registered for it. */
export interface ServedPages {
  url: (path: string) => string;
  close: () => Promise<void>;
}

export type PageRoute = (req: http.IncomingMessage, res: http.ServerResponse) => void;

export async function servePages(routes: Record<string, PageRoute>): Promise<ServedPages> {
  const server = http.createServer((req, res) => {
    const route = routes[req.url ?? ''];
    if (route) route(req, res);
    else res.writeHead(404, { 'content-type': 'text/plain' }).end('not here');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** A route answering 200 with this body. */
export const html =
  (body: string, type = 'text/html; charset=utf-8'): PageRoute =>
  (_req, res) =>
    res.writeHead(200, { 'content-type': type }).end(body);

/** Pages by path -> HTML. */
export function serveHtmlPages(pages: Record<string, string>): Promise<ServedPages> {
  return servePages(
    Object.fromEntries(Object.entries(pages).map(([path, body]) => [path, html(body)])),
  );
}

/** A careers page as job boards publish them: schema.org JobPosting JSON-LD in the head, and a
 *  body whose menus and footer are not the ad. */
export function jobPostingPage(posting: Record<string, unknown>): string {
  const data = JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    ...posting,
  });
  return `<!doctype html><html><head><title>Careers</title>
<script type="application/ld+json">${data.replace(/</g, '\\u003c')}</script></head>
<body><nav>Home Jobs Login</nav><main><h1>${String(posting.title ?? 'Job')}</h1></main>
<footer>Powered by WordPress</footer></body></html>`;
}
