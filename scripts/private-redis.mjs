// The Redis that `npm start` and `npm test` run for themselves when none is given: redis-server
// from PATH, on a free loopback port, data under `dir`.
import { spawnSync } from 'node:child_process';

/** Exits with how to install Redis when redis-server is not on PATH. */
export function requireRedisServer(why) {
  const which = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' });
  if (which.status === 0) return;
  console.error(
    `${why}. Install it (Debian/Ubuntu: sudo apt-get install redis-server; macOS: brew install redis)\n` +
      'so that redis-server is on your PATH, or set REDIS_URL to a running Redis.',
  );
  process.exit(1);
}

/**
 * redis-server's arguments. noeviction: BullMQ must never lose queue keys to memory pressure.
 * `persist` (npm start) keeps queued work across restarts in an append-only file; the tests'
 * Redis keeps nothing.
 */
export function redisServerArgs({ port, dir, persist }) {
  return [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--dir',
    dir,
    '--appendonly',
    persist ? 'yes' : 'no',
    '--save',
    '',
    '--maxmemory-policy',
    'noeviction',
    '--loglevel',
    'warning',
  ];
}
