import { createServer } from 'node:http';
import pino from 'pino';
import request from 'supertest';
import { baseEnv, loadConfig } from './config';
import { createApp } from './http';
import { createMetrics } from './metrics';

// A request from loopback (as any client on the LAN of an `npm start` machine comes from a private
// address) with an X-Forwarded-For of its choosing: unless TRUST_PROXY names its address, the
// header is ignored and the client is the connection's own address.

function appWith(trustProxy?: string) {
  const config = loadConfig(baseEnv, trustProxy === undefined ? {} : { TRUST_PROXY: trustProxy });
  const app = createApp({
    service: 'test',
    logger: pino({ level: 'silent' }),
    metrics: createMetrics(`trust_${Math.random().toString(36).slice(2)}`),
    trustProxy: config.TRUST_PROXY,
  });
  app.get('/ip', (req, res) => res.json({ ip: req.ip }));
  return createServer(app);
}

const LOOPBACK = /^(::ffff:)?127\.0\.0\.1$|^::1$/;

test('by default a forwarded address is not believed', async () => {
  const res = await request(appWith()).get('/ip').set('x-forwarded-for', '203.0.113.9');
  expect(res.body.ip).toMatch(LOOPBACK);
});

test('a configured proxy is believed, and only it', async () => {
  const trusted = await request(appWith('loopback'))
    .get('/ip')
    .set('x-forwarded-for', '203.0.113.9');
  expect(trusted.body.ip).toBe('203.0.113.9');
  const other = await request(appWith('10.0.0.0/8'))
    .get('/ip')
    .set('x-forwarded-for', '203.0.113.9');
  expect(other.body.ip).toMatch(LOOPBACK);
});

test('a hop count believes only the last hop: a spoofed entry in front is ignored', async () => {
  const res = await request(appWith('1')).get('/ip').set('x-forwarded-for', '6.6.6.6, 203.0.113.9');
  expect(res.body.ip).toBe('203.0.113.9');
});

test('a TRUST_PROXY that express cannot read stops the process at boot, naming the variable', () => {
  expect(() => loadConfig(baseEnv, { TRUST_PROXY: 'lopback' })).toThrow(/TRUST_PROXY/);
  expect(loadConfig(baseEnv, { TRUST_PROXY: 'none' }).TRUST_PROXY).toBe(false);
});
