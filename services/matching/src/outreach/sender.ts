import { user as userSchema } from '@shortlist/contracts';
import { createInternalClient, displayName, type AuthUser, type Logger } from '@shortlist/kit';
import type { MatchingConfig } from '../config';

/** The person an outreach message comes from: their name on the From line, replies to them. */
export interface Sender {
  name: string | null;
  replyTo: string;
}

export type SenderLookup = (actor: AuthUser) => Promise<Sender>;

/**
 * Asks auth who the recruiter is. The token already carries their address, so when auth does not
 * know a name (or cannot answer) the message still goes out with Reply-To them, only unnamed:
 * a missing display name must not stop a recruiter's email.
 */
export function senderLookup(config: MatchingConfig, logger: Logger): SenderLookup {
  const auth = createInternalClient({
    baseUrl: config.AUTH_URL,
    token: config.INTERNAL_TOKEN,
    timeoutMs: config.INTERNAL_TIMEOUT_MS,
    service: 'auth',
  });
  return async (actor) => {
    try {
      const found = userSchema.parse(await auth.get(`/internal/users/${actor.id}`));
      return { name: displayName(found.name) || null, replyTo: found.email };
    } catch (err) {
      logger.warn({ err, userId: actor.id }, 'outreach sender name unknown; sending unnamed');
      return { name: null, replyTo: actor.email };
    }
  };
}

/** "Java Developer at Acme — …": the role and the company, as a candidate scans an inbox. */
export function defaultSubject(title: string, company: string | null): string {
  const role = company ? `${title} at ${company}` : title;
  return `${role} — a role that fits your experience`;
}

/**
 * The recruiter's name under the message. A body that ends on a sign-off line ("Best regards")
 * gets the name on the next line; any other body gets it as its own paragraph. A sign-off the
 * recruiter already signed ("Best, Pia") is left as it is: a message is not signed twice.
 */
export function signed(body: string, name: string | null): string {
  const text = body.trimEnd();
  if (!name || text.endsWith(name)) return text;
  const last = text.slice(text.lastIndexOf('\n') + 1);
  const signOff = last.length <= 60 && !/[.!?:]$/.test(last);
  if (signOff && namesSigner(last, name)) return text;
  return `${text}${signOff ? '\n' : '\n\n'}${name}`;
}

/** Whether a sign-off line already carries the signer's first name as a word of its own. */
function namesSigner(line: string, name: string): boolean {
  const first = name.trim().split(/\s+/)[0]!.toLowerCase();
  return line
    .toLowerCase()
    .split(/[^\p{L}\p{N}'-]+/u)
    .includes(first);
}
