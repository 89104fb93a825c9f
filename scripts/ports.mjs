// Ports for `npm start` and `npm test`: free ones for the services and a private Redis, waiting
// for a listener, and the two promises `npm start` makes about its port: it refuses at once when
// PORT is taken (before building or starting anything: the gateway would otherwise fail again and
// again for two minutes while the start line claimed success), and it says "running" only once its
// own gateway answers and calls itself ready, which it does when every service behind it is.
import net from 'node:net';

/** Resolves when `port` can be listened on at `host`; else a message naming the port. */
export function checkPortFree(port, host) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', (err) => {
      if (err.code === 'EADDRINUSE')
        resolve(
          `Port ${port} is already in use by another program, so Shortlist cannot listen on it.\n` +
            `Stop that program, or choose another port: PORT=${port + 1} npm start`,
        );
      else resolve(`Cannot listen on ${host}:${port}: ${err.message}`);
    });
    server.listen(port, host, () => server.close(() => resolve(undefined)));
  });
}

/**
 * Resolves once the gateway at `base` says it is the gateway (/healthz) and is ready (/readyz).
 * `onWaiting` hears, every `reportEveryMs`, which checks are still failing.
 */
export async function waitForGateway(
  base,
  { intervalMs = 500, reportEveryMs = 20_000, onWaiting } = {},
) {
  let lastReport = Date.now();
  for (;;) {
    const health = await getJson(`${base}/healthz`);
    if (health?.body?.service === 'gateway') {
      const ready = await getJson(`${base}/readyz`);
      if (ready?.status === 200) return;
      if (onWaiting && Date.now() - lastReport >= reportEveryMs) {
        lastReport = Date.now();
        const waiting = (ready?.body?.checks ?? []).filter((c) => !c.ok).map((c) => c.name);
        onWaiting(waiting);
      }
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

async function getJson(url) {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(3000) });
    return { status: res.status, body: await res.json().catch(() => undefined) };
  } catch {
    return undefined;
  }
}

/**
 * `count` distinct free ports. The listeners stay open until all are chosen: one at a time, the
 * system may hand out the same port twice (two services then clashed on start).
 */
export async function freePorts(count) {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise((resolve, reject) => {
          const server = net.createServer();
          server.once('error', reject);
          server.listen(0, '127.0.0.1', () => resolve(server));
        }),
    ),
  );
  const ports = servers.map((server) => server.address().port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

/** Resolves once something listens on 127.0.0.1:`port`. */
export function waitForPort(port, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const socket = net.connect({ port, host: '127.0.0.1' });
      socket.once('connect', () => (socket.destroy(), resolve()));
      socket.once('error', () => {
        if (Date.now() > deadline) reject(new Error(`nothing listening on port ${port}`));
        else setTimeout(attempt, 200);
      });
    };
    attempt();
  });
}

/** Whether something accepts connections on host:port within a second. */
export const canConnect = (port, host = '127.0.0.1') =>
  new Promise((resolve) => {
    const socket = net.connect({ port, host });
    socket.setTimeout(1000);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
