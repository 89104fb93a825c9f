import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildSync } from 'esbuild';
import { testRedisUrl } from './testing';

// The guard that keeps ioredis from defining a String subclass at load (string-speed.ts says why).
// Jest loads modules through a registry of its own and Node's module cache is what the guard
// works on, so each case runs in a node process of its own, bundled as a service is.

const CHILD = `
import { ioredisVerbatimFile, LazyVerbatimString, verbatimClassDefined } from './string-speed';
import { Redis } from 'ioredis';
import { Decoder, RESP_TYPES } from 'ioredis/built/resp/decoder';

async function main() {
  const found = require(ioredisVerbatimFile()).VerbatimString;
  const redis = new Redis(process.env.REDIS_URL, { lazyConnect: true });
  await redis.connect();
  const ping = await redis.ping();
  // INFO answers a verbatim string under RESP3, ioredis 6's default protocol.
  const info = (await redis.info('server')).includes('redis_version');
  redis.disconnect();
  const definedAfterRedis = verbatimClassDefined();
  const replies = [];
  const decoder = new Decoder({
    getTypeMapping: () => ({ [RESP_TYPES.VERBATIM_STRING]: found }),
    onReply: (reply) => replies.push(reply),
    onErrorReply: (err) => replies.push(err),
    onPush: (reply) => replies.push(reply),
  });
  decoder.write(Buffer.from('=15\\r\\ntxt:Some string\\r\\n'));
  const reply = replies[0];
  process.stdout.write(JSON.stringify({
    guarded: found === LazyVerbatimString,
    ping,
    info,
    definedAfterRedis,
    reply: {
      value: String(reply),
      format: reply.format,
      isVerbatim: reply instanceof found,
      isString: reply instanceof String,
      plainIsVerbatim: 'plain' instanceof found,
    },
  }));
}
void main();
`;

const dir = path.resolve(__dirname, '../../../node_modules/.cache/string-speed-test');
const bundle = path.join(dir, `child-${process.pid}.cjs`);

beforeAll(() => {
  mkdirSync(dir, { recursive: true });
  const built = buildSync({
    stdin: { contents: CHILD, resolveDir: __dirname, loader: 'ts' },
    bundle: true,
    platform: 'node',
    format: 'cjs',
    external: ['ioredis', 'ioredis/*'],
    write: false,
  });
  writeFileSync(bundle, built.outputFiles[0]!.text);
});
afterAll(() => rmSync(bundle, { force: true }));

interface ChildReport {
  guarded: boolean;
  ping: string;
  info: boolean;
  definedAfterRedis: boolean;
  reply: {
    value: string;
    format: string;
    isVerbatim: boolean;
    isString: boolean;
    plainIsVerbatim: boolean;
  };
}

/** Runs the child; `ioredisFirst` loads ioredis before anything else, as if there were no guard. */
function runChild(ioredisFirst: boolean): ChildReport {
  const preload = ioredisFirst ? ['--require', require.resolve('ioredis')] : [];
  const run = spawnSync(process.execPath, [...preload, bundle], {
    encoding: 'utf8',
    env: { ...process.env, REDIS_URL: testRedisUrl() },
    timeout: 20_000,
  });
  if (run.status !== 0) throw new Error(`child failed: ${run.stderr}`);
  return JSON.parse(run.stdout) as ChildReport;
}

const decoded = {
  value: 'Some string',
  format: 'txt',
  isVerbatim: true,
  isString: true,
  plainIsVerbatim: false,
};

test('with kit loaded first, ioredis works over RESP3 and defines no String subclass', () => {
  expect(runChild(false)).toEqual({
    guarded: true,
    ping: 'PONG',
    info: true,
    definedAfterRedis: false,
    reply: decoded,
  });
});

test('without the guard in place first, ioredis loads its own String subclass', () => {
  // The control: what every process paid before; a verbatim reply decodes the same either way.
  expect(runChild(true)).toMatchObject({ guarded: false, ping: 'PONG', reply: decoded });
});
