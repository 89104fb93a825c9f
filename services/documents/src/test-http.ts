import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

// Uploads over a real socket, as an attacker or a slow link sends them: the body in pieces, with
// the answer read whenever it comes. supertest sends whole bodies only.

/** A multipart/form-data body with these files, and its content type. */
export function multipartBody(files: { field: string; name: string; bytes: Buffer }[]) {
  const boundary = `----shortlist${randomBytes(8).toString('hex')}`;
  const parts = files.flatMap(({ field, name, bytes }) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    bytes,
    Buffer.from('\r\n'),
  ]);
  return {
    body: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

export interface Answer {
  status: number;
  body: { error?: string; code?: string; [key: string]: unknown };
  headers: http.IncomingHttpHeaders;
}

/**
 * Starts a POST of `body` and sends only its first `firstBytes`; `finish()` sends the rest.
 * `answer` settles when the response has arrived (or rejects on a reset).
 */
export function startUpload(
  url: string,
  headers: Record<string, string>,
  body: Buffer,
  firstBytes = body.length,
) {
  const req = http.request(url, {
    method: 'POST',
    agent: false,
    headers: { ...headers, 'content-length': String(body.length) },
  });
  const answer = new Promise<Answer>((resolve, reject) => {
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let parsed: Answer['body'];
        try {
          parsed = JSON.parse(text) as Answer['body'];
        } catch {
          parsed = { error: text };
        }
        resolve({ status: res.statusCode ?? 0, body: parsed, headers: res.headers });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
  });
  answer.catch(() => undefined);
  req.write(body.subarray(0, firstBytes));
  if (firstBytes >= body.length) req.end();
  return {
    answer,
    finish: () => {
      req.end(body.subarray(firstBytes));
      return answer;
    },
  };
}

/** Listens on a free loopback port; answers the base URL and a close function. */
export async function listenLocally(handler: http.RequestListener) {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
