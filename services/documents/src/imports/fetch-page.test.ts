import { fetchPage, isPrivateAddress } from './fetch-page';
import { html, servePages, type ServedPages } from '@shortlist/test-support';

const open = { timeoutMs: 5_000, maxBytes: 64 * 1024, allowPrivate: true };
const guarded = { ...open, allowPrivate: false };

describe('fetching a job page', () => {
  let pages: ServedPages;
  beforeAll(async () => {
    pages = await servePages({
      '/job': html('<h1>Welder</h1>'),
      '/latin1': (_req, res) =>
        res
          .writeHead(200, { 'content-type': 'text/html; charset=iso-8859-1' })
          .end(Buffer.from('<p>Café</p>', 'latin1')),
      '/moved': (_req, res) => res.writeHead(302, { location: '/job' }).end(),
      '/loop': (_req, res) => res.writeHead(302, { location: '/loop' }).end(),
      '/big': html('x'.repeat(100 * 1024)),
      '/image': html('PNG', 'image/png'),
      '/silent': () => undefined, // never answers
      '/gone': (_req, res) => res.writeHead(410).end(),
    });
  });
  afterAll(() => pages.close());

  test('a page is read, redirects followed, its charset respected', async () => {
    expect(await fetchPage(pages.url('/moved'), open)).toEqual({
      url: pages.url('/job'),
      html: '<h1>Welder</h1>',
    });
    expect((await fetchPage(pages.url('/latin1'), open)).html).toBe('<p>Café</p>');
  });

  test.each([
    ['/loop', 'upstream_failed', /redirects too many times/],
    ['/big', 'file_too_large', /too large \(maximum 64 KB\)/],
    ['/image', 'unsupported_file_type', /not a web page/],
    ['/gone', 'upstream_failed', /HTTP 410/],
  ])('%s is refused with a clear error', async (path, code, message) => {
    const err = await fetchPage(pages.url(path), open).catch((e: unknown) => e);
    expect(err).toMatchObject({ code, message: expect.stringMatching(message) });
  });

  test('a site that does not answer is given up on', async () => {
    const err = await fetchPage(pages.url('/silent'), { ...open, timeoutMs: 300 }).catch(
      (e: unknown) => e,
    );
    expect(err).toMatchObject({
      code: 'upstream_failed',
      message: expect.stringMatching(/in time/),
    });
  });

  test.each([
    () => pages.url('/job'),
    () => pages.url('/job').replace('127.0.0.1', 'localhost'),
    () => 'http://[::1]/',
    () => 'http://169.254.169.254/latest/meta-data/',
    () => 'http://[::ffff:127.0.0.1]/',
    () => 'http://10.1.2.3/',
    () => 'http://192.0.2.1/',
    () => 'http://[2001:db8::1]/',
    () => 'http://[64:ff9b::a00:1]/',
    () => 'file:///etc/passwd',
    () => 'gopher://example.com/',
  ])(
    'without the test flag, private addresses and other schemes are refused (%#)',
    async (address) => {
      const err = await fetchPage(address(), guarded).catch((e: unknown) => e);
      expect(err).toMatchObject({
        code: 'bad_request',
        message: expect.stringMatching(/not allowed/),
      });
    },
  );

  test('an address that is not a URL asks for one', async () => {
    await expect(fetchPage('jobs.example.com/123', guarded)).rejects.toThrow(
      /starting with https:\/\//,
    );
  });
});

test.each([
  ['127.0.0.1', true],
  ['10.0.0.8', true],
  ['172.20.1.1', true],
  ['192.168.1.1', true],
  ['100.64.0.1', true],
  ['fd00::1', true],
  ['fe80::1', true],
  ['8.8.8.8', false],
  ['2606:4700:4700::1111', false],
  ['1.1.1.1', false],
  // Every special-use range (RFC 6890 and successors), not only the private ones.
  ['192.0.2.10', true], // documentation
  ['198.51.100.7', true],
  ['203.0.113.1', true],
  ['2001:db8::1', true],
  ['198.18.0.1', true], // benchmarking
  ['2001:2::1', true],
  ['100.127.255.254', true], // carrier-grade NAT
  ['239.1.2.3', true], // multicast
  ['ff02::1', true],
  ['240.0.0.1', true], // reserved
  ['255.255.255.255', true],
  ['0.0.0.0', true],
  ['192.88.99.1', true], // 6to4 relay anycast
  ['::ffff:192.0.2.1', true], // IPv4-mapped
  ['::ffff:8.8.8.8', true],
  ['::127.0.0.1', true], // IPv4-compatible
  ['2002:c000:0201::1', true], // 6to4
  ['2001:0:4136:e378::1', true], // Teredo
  ['64:ff9b::c000:201', true], // NAT64
  ['64:ff9b:1::1', true],
  ['fec0::1', true], // site-local
  ['100::1', true], // discard
  ['3fff::1', true], // documentation (RFC 9637)
  ['4000::1', true], // outside global unicast
  ['not an address', true],
])('%s is private: %s', (address, expected) => {
  expect(isPrivateAddress(address)).toBe(expected);
});
