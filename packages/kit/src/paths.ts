import path from 'node:path';

/**
 * The folder of a workspace package, found through its node_modules link. Unlike __dirname this
 * stays right when the code runs bundled (services' dist/, benchmarks, the CLI), so a service
 * finds its committed migrations and the gateway the built web app from anywhere.
 */
export function workspaceDir(packageName: string): string {
  return path.dirname(require.resolve(`${packageName}/package.json`));
}

/** Where a service keeps its committed SQL migrations. */
export const migrationsFolder = (packageName: string): string =>
  path.join(workspaceDir(packageName), 'src', 'db', 'migrations');

/** The checkout (in an image, /app): where the repository's relative paths start. */
export const checkoutDir = (): string => path.resolve(workspaceDir('@shortlist/kit'), '..', '..');

/**
 * A path from the configuration: absolute as given, relative against the checkout, never against
 * wherever the process happened to start (`WEB_DIST=web/dist` made every page a 500).
 */
export const checkoutPath = (configured: string): string => path.resolve(checkoutDir(), configured);
