import { parseMailbox, type OutreachMessage } from '@shortlist/contracts';
import { createTransport } from 'nodemailer';
import type { MatchingConfig } from '../config';

/** Sends one email; the SMTP transport in production, a local SMTP server in tests. */
export interface Mailer {
  from: string;
  send(message: OutreachMessage): Promise<void>;
}

/** The install's mailer, or null when no SMTP server is configured (sending is then refused). */
export function createMailer(config: MatchingConfig): Mailer | null {
  if (!config.SMTP_HOST || !config.SMTP_FROM) return null;
  const transport = createTransport({
    host: config.SMTP_HOST,
    port: config.SMTP_PORT,
    secure: config.SMTP_SECURE,
    auth: config.SMTP_USER ? { user: config.SMTP_USER, pass: config.SMTP_PASS ?? '' } : undefined,
    // A server that is down must answer the recruiter within seconds, not minutes.
    connectionTimeout: config.SMTP_TIMEOUT_MS,
    greetingTimeout: config.SMTP_TIMEOUT_MS,
    socketTimeout: config.SMTP_TIMEOUT_MS,
  });
  const from = config.SMTP_FROM;
  // SMTP_FROM may carry a display name ("Recruiter <jobs@…>"); the envelope takes its address.
  const envelopeFrom = /<([^<>]+)>\s*$/.exec(from)?.[1] ?? from;
  return {
    from,
    send: async (message) => {
      // nodemailer reads a `to` string as an address list with display names, so a stored
      // "victim@x, attacker@evil" would reach both: only the parsed mailbox goes out, as an
      // address object for the header and alone in the envelope. nodemailer encodes the subject.
      const read = parseMailbox(message.to);
      if (!read.ok) throw new Error(read.error);
      await transport.sendMail({
        from,
        to: { name: '', address: read.address },
        envelope: { from: envelopeFrom, to: [read.address] },
        subject: message.subject,
        text: message.body,
      });
    },
  };
}
