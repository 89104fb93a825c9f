import { API_ROUTES } from '@shortlist/contracts';

/**
 * The routes an express app answers, read from its routers: method and path, with express's
 * parameters written OpenAPI's way (`/:id` → `/{id}`). What the API reference is checked against
 * (packages/contracts' api-routes.ts): a route added to a service and not documented fails its test.
 */
export interface AppRoute {
  method: string;
  path: string;
}

interface Layer {
  rawPath?: unknown;
  route?: { path: unknown; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
}

function join(prefix: string, path: string): string {
  const joined = `${prefix}/${path}`.replace(/\/+/g, '/');
  return joined.length > 1 ? joined.replace(/\/$/, '') : joined;
}

const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

function walk(stack: Layer[], prefix: string, out: AppRoute[]): void {
  for (const layer of stack) {
    if (layer.route) {
      const paths = [layer.route.path].flat() as unknown[];
      for (const path of paths) {
        if (typeof path !== 'string') continue;
        for (const [method, on] of Object.entries(layer.route.methods)) {
          if (on && method !== '_all') out.push({ method, path: openApiPath(join(prefix, path)) });
        }
      }
    } else if (layer.handle?.stack) {
      const mount = typeof layer.rawPath === 'string' ? layer.rawPath : '';
      walk(layer.handle.stack, join(prefix, mount), out);
    }
  }
}

/** Every route of `app` (an express 5 application), in the order it is matched. */
export function routesOf(app: unknown): AppRoute[] {
  const router = (app as { router?: { stack?: Layer[] } }).router;
  const out: AppRoute[] = [];
  walk(router?.stack ?? [], '', out);
  return out;
}

const key = (route: { method: string; path: string }) =>
  `${route.method.toUpperCase()} ${route.path}`;
const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/**
 * How a service's public routes (those under `prefixes`, as the gateway forwards them) and the
 * API reference differ: routes it answers that the reference lacks, and routes the reference
 * lists that it no longer answers. Both empty when the reference is right.
 */
export function apiReferenceGaps(
  app: unknown,
  prefixes: readonly string[],
): { undocumented: string[]; gone: string[] } {
  const isPublic = (path: string) => prefixes.some((prefix) => under(path, prefix));
  const answered = new Set(
    routesOf(app)
      .filter((r) => isPublic(r.path))
      .map(key),
  );
  const documented = new Set(API_ROUTES.filter((r) => isPublic(r.path)).map(key));
  return {
    undocumented: [...answered].filter((route) => !documented.has(route)),
    gone: [...documented].filter((route) => !answered.has(route)),
  };
}
