// Which workspace the app works in.
//
// The choice is remembered per user in this browser, so two people sharing a machine do not
// inherit each other's team. The id every request carries lives here too, outside React, because
// the API client and file downloads are plain functions.

const KEY_PREFIX = 'workspace:';

export function rememberedWorkspace(userId: string): string | null {
  try {
    return localStorage.getItem(KEY_PREFIX + userId);
  } catch {
    return null;
  }
}

/** The personal workspace is the default, so choosing it forgets the key instead of storing it. */
export function rememberWorkspace(userId: string, workspaceId: string): void {
  try {
    if (workspaceId === userId) localStorage.removeItem(KEY_PREFIX + userId);
    else localStorage.setItem(KEY_PREFIX + userId, workspaceId);
  } catch {
    // Private mode without storage: the choice lasts until the page reloads.
  }
}

let requestWorkspace: string | null = null;

/** The workspace named on every API request; null while nobody is signed in. */
export function requestWorkspaceId(): string | null {
  return requestWorkspace;
}

export function setRequestWorkspaceId(id: string | null): void {
  requestWorkspace = id;
}

/** The services' answer when the named workspace is not (or no longer) the user's. */
export const WORKSPACE_GONE_MESSAGE = 'Workspace not found';

let onWorkspaceGone = (): void => {};

/** Set by the workspace provider: look at the list again, and fall back to personal if gone. */
export function setWorkspaceGoneHandler(handler: () => void): void {
  onWorkspaceGone = handler;
}

/** A request or the live socket was refused its workspace: the user was removed meanwhile. */
export function workspaceGone(): void {
  onWorkspaceGone();
}
