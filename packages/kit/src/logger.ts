import pino, { type Logger } from 'pino';

export type { Logger };

// Secrets never reach the logs: tokens, passwords and credentials are redacted by path.
const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-internal-token"]',
  'headers.authorization',
  'headers["x-internal-token"]',
  '*.password',
  '*.token',
  '*.accessToken',
  '*.apiKey',
  'password',
  'token',
];

export function createLogger(service: string, level = process.env.LOG_LEVEL ?? 'info'): Logger {
  return pino({
    name: service,
    level,
    base: { service },
    redact: { paths: REDACT, censor: '[redacted]' },
    timestamp: pino.stdTimeFunctions.isoTime,
  });
}
