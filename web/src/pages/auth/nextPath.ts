/**
 * Where to go after signing in, from `/auth?next=...`: only a path on this site, so a crafted
 * link cannot send a fresh sign-in to another origin ('//evil.example' is protocol-relative).
 */
export function safeNextPath(next: string | null): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\'))
    return null;
  return next;
}
