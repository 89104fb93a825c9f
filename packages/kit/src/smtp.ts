import { parseMailbox } from '@shortlist/contracts';
import { createTransport } from 'nodemailer';
import { envBool, envInt, envOptional } from './config';

// Every service that sends email (matching's outreach, auth's notices) reads the same variables
// and sends the same way: to one parsed mailbox, alone in the envelope and the To header.

/** The SMTP variables, to spread into a service's env schema. */
export const smtpEnv = {
  /** Without SMTP_HOST and SMTP_FROM nothing is sent (the product says so where it matters). */
  SMTP_HOST: envOptional(),
  SMTP_PORT: envInt(587),
  SMTP_USER: envOptional(),
  SMTP_PASS: envOptional(),
  SMTP_FROM: envOptional(),
  /** true: TLS from the first byte (port 465); false: STARTTLS when the server offers it. */
  SMTP_SECURE: envBool(false),
  SMTP_TIMEOUT_MS: envInt(10_000),
};

export interface SmtpConfig {
  SMTP_HOST?: string;
  SMTP_PORT: number;
  SMTP_USER?: string;
  SMTP_PASS?: string;
  SMTP_FROM?: string;
  SMTP_SECURE: boolean;
  SMTP_TIMEOUT_MS: number;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** A person's name shown on the install's address (outreach from a recruiter). */
  fromName?: string | null;
  /** Where replies go: the person who wrote, not the install's shared box. */
  replyTo?: string | null;
}

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]+/g;

/**
 * A name as one header-safe line: line breaks and other control characters become spaces.
 * nodemailer quotes or encodes what is left, so quotes and commas stay inside the name.
 */
export function displayName(name: string | null | undefined): string {
  return (name ?? '').replace(CONTROL, ' ').replace(/\s+/g, ' ').trim();
}

/** Sends one email; the SMTP transport in production, a local SMTP server in tests. */
export interface Mailer {
  from: string;
  send(mail: Mail): Promise<void>;
}

/** The install's mailer, or null when no SMTP server is configured. */
export function createSmtpMailer(config: SmtpConfig): Mailer | null {
  if (!config.SMTP_HOST || !config.SMTP_FROM) return null;
  const transport = createTransport({
    host: config.SMTP_HOST,
    port: config.SMTP_PORT,
    secure: config.SMTP_SECURE,
    auth: config.SMTP_USER ? { user: config.SMTP_USER, pass: config.SMTP_PASS ?? '' } : undefined,
    // A server that is down must answer within seconds, not minutes.
    connectionTimeout: config.SMTP_TIMEOUT_MS,
    greetingTimeout: config.SMTP_TIMEOUT_MS,
    socketTimeout: config.SMTP_TIMEOUT_MS,
  });
  const from = config.SMTP_FROM;
  // SMTP_FROM may carry a display name ("Recruiter <jobs@…>"); the envelope takes its address.
  const envelopeFrom = /<([^<>]+)>\s*$/.exec(from)?.[1] ?? from;
  return {
    from,
    send: async (mail) => {
      // nodemailer reads a `to` string as an address list with display names, so a stored
      // "victim@x, attacker@evil" would reach both: only the parsed mailbox goes out, as an
      // address object for the header and alone in the envelope. nodemailer encodes the subject.
      const read = parseMailbox(mail.to);
      if (!read.ok) throw new Error(read.error);
      const name = displayName(mail.fromName);
      const replyTo = mail.replyTo ? parseMailbox(mail.replyTo) : null;
      if (replyTo && !replyTo.ok) throw new Error(replyTo.error);
      await transport.sendMail({
        // Address objects, never a concatenated "name <address>" string: nodemailer encodes the
        // name, so nothing in it can end the header or name another mailbox.
        from: name ? { name, address: envelopeFrom } : from,
        replyTo: replyTo ? { name, address: replyTo.address } : undefined,
        to: { name: '', address: read.address },
        envelope: { from: envelopeFrom, to: [read.address] },
        subject: mail.subject,
        text: mail.text,
      });
    },
  };
}
