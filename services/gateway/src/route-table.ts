import type { GatewayConfig } from './config';

export interface Route {
  service: 'auth' | 'documents' | 'matching' | 'billing';
  /** Path prefixes this service answers; matched on whole segments. */
  prefixes: string[];
  target: string;
}

// The public surface of ARCHITECTURE.md. `/internal/*` is deliberately absent: it is never proxied.
export function routeTable(config: GatewayConfig): Route[] {
  return [
    {
      service: 'auth',
      prefixes: ['/api/auth', '/api/workspaces', '/api/invitations'],
      target: config.AUTH_URL,
    },
    {
      service: 'documents',
      prefixes: ['/api/job-descriptions', '/api/candidates', '/api/demo/parse', '/api/skills'],
      target: config.DOCUMENTS_URL,
    },
    {
      service: 'matching',
      prefixes: ['/api/analysis', '/api/demo/analyze', '/api/shared', '/socket.io'],
      target: config.MATCHING_URL,
    },
    {
      service: 'billing',
      prefixes: ['/api/subscriptions', '/api/webhooks', '/api/billing'],
      target: config.BILLING_URL,
    },
  ];
}

export function matchesPrefix(pathname: string, prefix: string): boolean {
  return (
    pathname === prefix ||
    pathname.startsWith(`${prefix}/`) ||
    pathname.startsWith(`${prefix}.`) ||
    pathname.startsWith(`${prefix}?`)
  );
}

export function routeFor(routes: Route[], pathname: string): Route | undefined {
  return routes.find((r) => r.prefixes.some((p) => matchesPrefix(pathname, p)));
}
