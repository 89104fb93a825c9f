import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A message as the local SMTP server received and parsed it. */
export interface ReceivedMail {
  from: string;
  /** The From header's display name and address, as a mail client shows them. */
  fromName: string;
  fromAddress: string;
  replyTo: { name: string; address: string }[];
  /** Every header name of the message, lower-cased: an injected header shows up here. */
  headerNames: string[];
  to: string[];
  /** Who the server was asked to deliver to (RCPT TO), whatever the headers say. */
  envelopeTo: string[];
  subject: string;
  text: string;
}

/**
 * A local SMTP server for outreach tests: it accepts every message (any login), parses it with
 * mailparser and keeps it, so a test reads what a candidate would receive. Never a real server.
 * `down()` stops it, so the product meets a refused connection as when a mail server is down.
 */
export async function startTestSmtp() {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on localhost: no certificate to trust, as a test server.
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth: (_auth, _session, callback) => callback(null, { user: 'test' }),
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
          const replyTo = mail.replyTo?.value ?? [];
          received.push({
            from: mail.from?.text ?? '',
            fromName: mail.from?.value[0]?.name ?? '',
            fromAddress: mail.from?.value[0]?.address ?? '',
            replyTo: replyTo.map((a) => ({ name: a.name, address: a.address ?? '' })),
            headerNames: [...mail.headers.keys()],
            to: to.flatMap((a) => a.value.map((v) => v.address ?? '')),
            envelopeTo: session.envelope.rcptTo.map((r) => r.address),
            subject: mail.subject ?? '',
            text: (mail.text ?? '').trim(),
          });
          callback();
        })
        .catch((err: Error) => callback(err));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  let open = true;
  const down = () =>
    open
      ? new Promise<void>((resolve) => ((open = false), server.close(resolve)))
      : Promise.resolve();
  return {
    port,
    received,
    /** The matching env that sends through this server. */
    env: {
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(port),
      SMTP_FROM: 'Recruiter <jobs@shortlist.test>',
      SMTP_SECURE: 'false',
      SMTP_TIMEOUT_MS: '3000',
    } as NodeJS.ProcessEnv,
    down,
    close: down,
  };
}
export type TestSmtp = Awaited<ReturnType<typeof startTestSmtp>>;
