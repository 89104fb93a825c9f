import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import ipaddr from 'ipaddr.js';
import { AppError, badRequest } from '@shortlist/kit';
import { sizeText } from '../upload/receive-files';
import type { ImportOptions } from './import-options';

// Fetching a page at an address a user typed is the classic server-side request forgery: the
// address may name the metadata service, Redis or an admin page inside our network. Only http
// and https are fetched, and every address a host name resolves to is checked when the socket
// connects (the check and the connection use the same lookup, so a second DNS answer cannot
// swap in a private address). Redirects are followed by hand and checked the same way.

const MAX_REDIRECTS = 3;

/**
 * Whether an address is anything but ordinary public unicast. The special-use registries
 * (RFC 6890 and successors: private, loopback, link-local, documentation, benchmarking,
 * carrier-grade NAT, multicast, reserved, discard) come from ipaddr.js rather than a hand list.
 * An IPv6 form that carries or translates to an IPv4 address (IPv4-mapped or -compatible, 6to4,
 * Teredo, NAT64) is refused outright: what it reaches depends on a relay we do not control.
 * IPv6 outside 2000::/3 is not allocated for global unicast.
 */
export function isPrivateAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return true;
  const ip = ipaddr.parse(address);
  if (ip.range() !== 'unicast') return true;
  if (ip.kind() === 'ipv6') {
    const v6 = ip as ipaddr.IPv6;
    if (!v6.match(GLOBAL_UNICAST)) return true;
  }
  return false;
}
const GLOBAL_UNICAST = ipaddr.parseCIDR('2000::/3') as [ipaddr.IPv6, number];

const notAllowed = () =>
  badRequest('This address is not allowed: only public http or https web pages can be imported');

export interface FetchedPage {
  /** Where the page was found, after redirects. */
  url: string;
  html: string;
}

export type PageFetchLimits = Pick<ImportOptions, 'timeoutMs' | 'maxBytes' | 'allowPrivate'>;

export async function fetchPage(address: string, options: PageFetchLimits): Promise<FetchedPage> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  let url = checkedUrl(address, options);
  for (let redirects = 0; ; redirects++) {
    const answer = await request(url, options, signal);
    if (answer.kind === 'page') return { url: url.href, html: answer.html };
    if (redirects === MAX_REDIRECTS) throw unreachable('it redirects too many times');
    url = checkedUrl(new URL(answer.location, url).href, options);
  }
}

function checkedUrl(address: string, options: PageFetchLimits): URL {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw badRequest('Enter the full address of the job page, starting with https://');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw notAllowed();
  const host = url.hostname.replace(/^\[|\]$/g, '');
  // An address written as an IP is connected to without a lookup, so it is checked here.
  if (!options.allowPrivate && net.isIP(host) && isPrivateAddress(host)) throw notAllowed();
  return url;
}

const unreachable = (why: string) =>
  new AppError('upstream_failed', `The job page could not be loaded: ${why}`);

type Answer = { kind: 'page'; html: string } | { kind: 'redirect'; location: string };

function request(url: URL, options: PageFetchLimits, signal: AbortSignal): Promise<Answer> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.get(
      url,
      {
        signal,
        lookup: options.allowPrivate ? undefined : publicLookup,
        headers: {
          accept: 'text/html,application/xhtml+xml',
          'user-agent': 'Shortlist job import',
        },
      },
      (res) => {
        const status = res.statusCode ?? 0;
        if (status >= 300 && status < 400 && res.headers.location) {
          res.resume();
          resolve({ kind: 'redirect', location: res.headers.location });
          return;
        }
        if (status < 200 || status >= 300) {
          res.resume();
          reject(unreachable(`the site answered HTTP ${status}`));
          return;
        }
        const type = res.headers['content-type'] ?? 'text/html';
        if (!/^(text\/html|application\/xhtml\+xml|text\/plain)\b/i.test(type)) {
          res.resume();
          reject(new AppError('unsupported_file_type', 'This address is not a web page'));
          return;
        }
        readBody(res, options.maxBytes).then(
          (bytes) => resolve({ kind: 'page', html: decode(bytes, type) }),
          (err: unknown) => (req.destroy(), reject(err as Error)),
        );
      },
    );
    req.on('error', (err) => {
      if (err instanceof AppError) reject(err);
      else if (signal.aborted) reject(unreachable('the site did not answer in time'));
      else if ((err as { cause?: unknown }).cause instanceof AppError)
        reject((err as { cause: AppError }).cause);
      else reject(unreachable('the site could not be reached'));
    });
  });
}

/** dns.lookup, refusing when any address the name resolves to is private. */
const publicLookup: net.LookupFunction = (hostname, lookupOptions, callback) => {
  dns.lookup(hostname, { ...lookupOptions, all: true }, (err, addresses) => {
    if (err) return callback(err, '', 4);
    if (addresses.length === 0 || addresses.some((a) => isPrivateAddress(a.address))) {
      return callback(notAllowed() as unknown as NodeJS.ErrnoException, '', 4);
    }
    if (lookupOptions.all) return (callback as unknown as AllCallback)(null, addresses);
    callback(null, addresses[0]!.address, addresses[0]!.family);
  });
};
type AllCallback = (err: null, addresses: dns.LookupAddress[]) => void;

function readBody(res: http.IncomingMessage, maxBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    res.on('data', (chunk: Buffer) => {
      total += chunk.length;
      if (total > maxBytes) {
        res.destroy();
        reject(
          new AppError('file_too_large', `The page is too large (maximum ${sizeText(maxBytes)})`),
        );
      } else chunks.push(chunk);
    });
    res.on('end', () => resolve(Buffer.concat(chunks)));
    res.on('error', () => reject(unreachable('the connection broke')));
  });
}

function decode(bytes: Buffer, contentType: string): string {
  const charset = /charset=["']?([\w-]+)/i.exec(contentType)?.[1];
  try {
    return new TextDecoder(charset ?? 'utf-8').decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes); // An unknown charset label: read as UTF-8.
  }
}
