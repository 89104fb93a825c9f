import express from 'express';
import { z } from 'zod';

// Whose X-Forwarded-For a process believes. A forwarded address is the client's word unless it was
// written by a proxy we run, so by default (none) req.ip is the address the connection came from;
// otherwise per-IP limits fall to anyone who sends a random header. The value has express's
// 'trust proxy' semantics: a hop count ("1": the one proxy in front), addresses, CIDRs or the
// names loopback, linklocal, uniquelocal ("loopback, 10.0.0.0/8"), or true/false.
export type TrustProxy = boolean | number | string;

export function parseTrustProxy(value: string | undefined): TrustProxy {
  const v = (value ?? '').trim();
  if (v === '' || v === 'false' || v === 'none') return false;
  if (v === 'true') return true;
  if (/^\d+$/.test(v)) return Number(v);
  return v;
}

/** TRUST_PROXY as a config field: validated here, so a typo stops the process at boot. */
export const envTrustProxy = () =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      const parsed = parseTrustProxy(v);
      try {
        // express compiles the setting at once and throws on an address it cannot read.
        express().set('trust proxy', parsed);
      } catch (err) {
        ctx.addIssue({
          code: 'custom',
          message: `not a trust proxy setting: ${(err as Error).message}`,
        });
        return z.NEVER;
      }
      return parsed;
    });
