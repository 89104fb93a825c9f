import emailAddresses from 'email-addresses';

// Every email that enters the product (signup, imports, resumes, outreach) goes through here.
// An address field that an SMTP library reads as a list or a display name can add or swap
// recipients ("victim@x, attacker@evil", "victim" <attacker@evil>), so an address must be an
// RFC 5322 addr-spec and nothing else. email-addresses is a full RFC 5322 grammar (with RFC 6532
// for non-ASCII), so what it calls a single mailbox without name or comment is exactly that;
// a hand regex cannot tell a quoted comma from a separator.

export type MailboxRead = { ok: true; address: string } | { ok: false; error: string };

const MAX_LOCAL = 64; // RFC 5321 4.5.3.1
const MAX_ADDRESS = 254;

export function parseMailbox(raw: string): MailboxRead {
  const input = raw.trim();
  const refuse = (why?: string): MailboxRead => ({
    ok: false,
    error: `"${input.slice(0, 80)}" is not an email address${why ? `: ${why}` : ''}`,
  });
  if (!input) return refuse('it is empty');
  if (/[\r\n]/.test(input)) return refuse('it spans lines');
  if (input.length > MAX_ADDRESS) return refuse(`it is longer than ${MAX_ADDRESS} characters`);
  const list = emailAddresses.parseAddressList({ input, rfc6532: true, rejectTLD: true });
  if (list && list.length > 1) return refuse('give one address, not a list');
  const one = emailAddresses.parseOneAddress({
    input,
    rfc6532: true,
    rejectTLD: true,
    strict: true,
  });
  if (!one || one.type !== 'mailbox') return refuse();
  if (one.name !== null || one.address !== input) {
    return refuse('give the address alone, with no name, brackets or comment');
  }
  if (one.local.startsWith('"')) return refuse('a quoted name before the @ is not accepted');
  // A bracketed IP after the @ would have the mail server connect wherever it says.
  if (one.domain.startsWith('[')) return refuse('give a domain name after the @, not an address');
  if (one.local.length > MAX_LOCAL) return refuse('the part before the @ is too long');
  return { ok: true, address: one.address };
}
