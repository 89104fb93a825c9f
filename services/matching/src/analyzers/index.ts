import { llmClientOptions, type Logger } from '@shortlist/kit';
import type { Redis } from 'ioredis';
import OpenAI from 'openai';
import type { MatchingConfig } from '../config';
import { createRedisResultCache } from './cache';
import { engineAnalyzer } from './engine';
import { createLlmAnalyzer, type LlmMetrics } from './llm';
import type { Analyzer } from './types';

export type { Analyzer, AnalyzerResult } from './types';
export {
  engineAnalyzer,
  engineResult,
  engineScore,
  engineVerdict,
  outreachMessage,
  type EngineScore,
} from './engine';

/** The engine by default; the LLM (with the engine as its fallback) when OPENAI_API_KEY is set. */
export function createAnalyzer(
  config: MatchingConfig,
  deps: { redis: Redis; metrics: LlmMetrics; logger: Logger },
): Analyzer {
  if (!config.OPENAI_API_KEY) return engineAnalyzer;
  const client = new OpenAI(llmClientOptions(config));
  return createLlmAnalyzer({
    client,
    model: config.MATCHING_MODEL,
    cache: createRedisResultCache(deps.redis, {
      prefix: config.REDIS_PREFIX,
      ttlSeconds: config.LLM_CACHE_TTL_SECONDS,
    }),
    metrics: deps.metrics,
    logger: deps.logger.child({ module: 'llm' }),
  });
}
