import type { OutreachMessage } from '@shortlist/contracts';
import { createSmtpMailer } from '@shortlist/kit';
import type { MatchingConfig } from '../config';

/** Sends one outreach message; the SMTP transport in production, a local SMTP server in tests. */
export interface Mailer {
  from: string;
  send(message: OutreachMessage): Promise<void>;
}

/** The install's mailer, or null when no SMTP server is configured (sending is then refused). */
export function createMailer(config: MatchingConfig): Mailer | null {
  const smtp = createSmtpMailer(config);
  if (!smtp) return null;
  return {
    from: smtp.from,
    send: (message) => smtp.send({ to: message.to, subject: message.subject, text: message.body }),
  };
}
