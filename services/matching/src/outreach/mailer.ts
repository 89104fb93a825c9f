import type { OutreachMessage } from '@shortlist/contracts';
import { createSmtpMailer } from '@shortlist/kit';
import type { MatchingConfig } from '../config';
import type { Sender } from './sender';

/** Sends one outreach message; the SMTP transport in production, a local SMTP server in tests. */
export interface Mailer {
  from: string;
  /** From the install's address with the sender's name; replies go to the sender. */
  send(message: OutreachMessage, sender?: Sender): Promise<void>;
}

/** The install's mailer, or null when no SMTP server is configured (sending is then refused). */
export function createMailer(config: MatchingConfig): Mailer | null {
  const smtp = createSmtpMailer(config);
  if (!smtp) return null;
  return {
    from: smtp.from,
    send: (message, sender) =>
      smtp.send({
        to: message.to,
        subject: message.subject,
        text: message.body,
        fromName: sender?.name,
        replyTo: sender?.replyTo,
      }),
  };
}
