import { loadGatewayConfig } from './config';
import { routeFor, routeTable } from './route-table';

const routes = routeTable(
  loadGatewayConfig({
    AUTH_URL: 'http://auth.test',
    DOCUMENTS_URL: 'http://documents.test',
    MATCHING_URL: 'http://matching.test',
    BILLING_URL: 'http://billing.test',
  }),
);

test.each([
  ['/api/auth/me', 'auth'],
  ['/api/workspaces', 'auth'],
  ['/api/workspaces/5b2f/members/9c1e', 'auth'],
  ['/api/invitations/abc_DEF-123', 'auth'],
  ['/api/invitations/abc/accept', 'auth'],
  ['/api/candidates', 'documents'],
  ['/api/analysis/batch', 'matching'],
  ['/api/shared/AbC_123/shortlist.pdf', 'matching'],
  ['/api/subscriptions/usage', 'billing'],
])('%s is served by %s', (pathname, service) => {
  expect(routeFor(routes, pathname)?.service).toBe(service);
});

test.each([
  '/api/sharedx',
  '/api/workspacesx',
  '/api/invitation',
  '/internal/workspaces/a/members/b',
])('%s is routed nowhere', (pathname) => {
  expect(routeFor(routes, pathname)).toBeUndefined();
});
