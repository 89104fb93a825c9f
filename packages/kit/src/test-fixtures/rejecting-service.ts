// A process started through runService whose background task fails with nobody awaiting it, as
// a lost connection does: service-main.test.ts checks the process keeps serving.
import { createServer } from 'node:http';
import { baseEnv, envInt, loadConfig } from '../config';
import { runService } from '../service-main';

const env = baseEnv.extend({ PORT: envInt(0) });

runService(
  'rejecting',
  () => loadConfig(env, process.env),
  async () => {
    setTimeout(() => void Promise.reject(new Error('connection lost in the background')), 10);
    const server = createServer((_req, res) => res.end('still here'));
    return { server, closers: [] };
  },
);
