import { emailSchema, parseMailbox } from './index';

describe('an email address is exactly one mailbox', () => {
  test.each([
    ['ada@example.com', 'ada@example.com'],
    ['  Ada.Lovelace+jobs@Example.co.uk ', 'Ada.Lovelace+jobs@Example.co.uk'],
    ['jöran@exämple.de', 'jöran@exämple.de'],
    ["o'brien@example.ie", "o'brien@example.ie"],
    ['first.last+tag@sub.example.co.uk', 'first.last+tag@sub.example.co.uk'],
  ])('%s is read as %s', (raw, address) => {
    expect(parseMailbox(raw)).toEqual({ ok: true, address });
  });

  test.each([
    ['victim@x.com, attacker@evil.com', /one address/],
    ['victim@x.com; attacker@evil.com', /not an email address/],
    ['"victim" <attacker@evil.com>', /no name/],
    ['victim <attacker@evil.com>', /no name/],
    ['<attacker@evil.com>', /no name/],
    ['victim@x.com (attacker@evil.com)', /./],
    ['team: a@x.com, b@y.com;', /./],
    ['victim@x.com\r\nBcc: attacker@evil.com', /./],
    ['"a b"@x.com', /./],
    ['root@[10.0.0.1]', /domain name/],
    ['nobody', /./],
    ['a@localhost', /./],
    ['', /./],
    [`${'a'.repeat(65)}@x.com`, /./],
    [`a@${'b'.repeat(250)}.com`, /./],
  ])('%j is refused', (raw, why) => {
    const read = parseMailbox(raw);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.error).toMatch(why);
  });

  test('the signup schema refuses a list and a display name, and lower-cases the address', () => {
    expect(emailSchema.parse(' Ada@Example.com ')).toBe('ada@example.com');
    expect(emailSchema.safeParse('a@x.com, b@y.com').success).toBe(false);
    expect(emailSchema.safeParse('"a" <b@y.com>').success).toBe(false);
  });
});
