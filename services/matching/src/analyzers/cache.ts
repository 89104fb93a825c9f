import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { AnalyzerResult } from './types';

/**
 * LLM results by (job text, resume text, analyzer, model, prompt version): the same pair asked
 * again (a rerun, the same resume in two batches) costs no second call. Only the LLM's own answers
 * are kept; a fallback to the engine is not, so a passing outage is not remembered.
 */
export interface ResultCache {
  get(key: string): Promise<AnalyzerResult | undefined>;
  set(key: string, result: AnalyzerResult): Promise<void>;
}

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export function cacheKey(parts: {
  jobText: string;
  resumeText: string;
  analyzer: string;
  model: string;
  version: number;
}): string {
  return [
    sha256(parts.jobText),
    sha256(parts.resumeText),
    parts.analyzer,
    parts.model,
    `v${parts.version}`,
  ].join(':');
}

export function createRedisResultCache(
  redis: Redis,
  options: { prefix: string; ttlSeconds: number },
): ResultCache {
  const full = (key: string) => `${options.prefix}:matching:result-cache:${key}`;
  return {
    async get(key) {
      const text = await redis.get(full(key));
      return text ? (JSON.parse(text) as AnalyzerResult) : undefined;
    },
    async set(key, result) {
      await redis.set(full(key), JSON.stringify(result), 'EX', options.ttlSeconds);
    },
  };
}
