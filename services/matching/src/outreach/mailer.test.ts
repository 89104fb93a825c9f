import { startTestSmtp, type TestSmtp } from '@shortlist/test-support';
import { loadMatchingConfig } from '../config';
import { createMailer, type Mailer } from './mailer';

// A candidate's address comes from a resume or an import: the mail must go to that one mailbox,
// whatever the address or the subject holds (issue #30, item 2).
describe('the outreach mailer', () => {
  let smtp: TestSmtp;
  let mailer: Mailer;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    mailer = createMailer(loadMatchingConfig({ ...process.env, ...smtp.env }))!;
  });
  afterAll(() => smtp.close());

  test('a plain address receives the message, and only it', async () => {
    await mailer.send({ to: 'ann@example.com', subject: 'Hello', body: 'Hi Ann' });
    const mail = smtp.received.at(-1)!;
    expect(mail.envelopeTo).toEqual(['ann@example.com']);
    expect(mail.to).toEqual(['ann@example.com']);
  });

  test.each(['victim@x.com, attacker@evil.com', '"victim" <attacker@evil.com>'])(
    'an address that is a list or names another mailbox is refused before sending: %j',
    async (to) => {
      const before = smtp.received.length;
      await expect(mailer.send({ to, subject: 'Hello', body: 'Hi' })).rejects.toThrow(
        /not an email address/,
      );
      expect(smtp.received.length).toBe(before);
    },
  );

  test('a subject with a line break adds no header and no recipient', async () => {
    const subject = 'Hello\r\nBcc: attacker@evil.com';
    await mailer.send({ to: 'ann@example.com', subject, body: 'Hi' });
    const mail = smtp.received.at(-1)!;
    expect(mail.envelopeTo).toEqual(['ann@example.com']);
    expect(mail.subject).not.toMatch(/\n/);
    expect(mail.subject).toContain('Bcc: attacker@evil.com');
  });
});
