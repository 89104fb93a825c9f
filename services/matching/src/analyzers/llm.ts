import type { CandidateProfile, JobProfile } from '@shortlist/matcher';
import type { Logger } from '@shortlist/kit';
import OpenAI from 'openai';
import { cacheKey, type ResultCache } from './cache';
import { engineResult } from './engine';
import { buildMessages, llmAnswer, PROMPT_VERSION, responseFormat } from './llm-prompt';
import { reconcile } from './llm-reconcile';
import { blindProfile } from '../oversight/mask';
import type { Analyzer, AnalyzeOptions, AnalyzerResult } from './types';

export interface LlmMetrics {
  tokens(kind: 'prompt' | 'completion', count: number): void;
  error(reason: LlmFailure): void;
}

export type LlmFailure =
  | 'timeout'
  | 'rate_limited'
  | 'server_error'
  | 'unreachable'
  | 'invalid_answer'
  | 'refused'
  | 'other';

const FAILURE_TEXT: Record<LlmFailure, string> = {
  timeout: 'it timed out',
  rate_limited: 'it was rate limited',
  server_error: 'the AI service failed',
  unreachable: 'the AI service could not be reached',
  invalid_answer: 'its answer was not valid',
  refused: 'it declined to answer',
  other: 'an unexpected error',
};

export const fallbackNote = (reason: LlmFailure) =>
  `The AI analysis was unavailable (${FAILURE_TEXT[reason]}); this is the built-in engine's result.`;

class InvalidAnswer extends Error {
  constructor(readonly reason: 'invalid_answer' | 'refused') {
    super(reason);
  }
}

function classify(err: unknown, elapsedMs: number, timeoutMs: number): LlmFailure {
  if (err instanceof InvalidAnswer) return err.reason;
  if (err instanceof OpenAI.APIConnectionTimeoutError) return 'timeout';
  // Some runtimes hand the SDK an abort it cannot recognise as its own timeout; a connection
  // error after waiting the whole time limit is a timeout all the same.
  if (err instanceof OpenAI.APIConnectionError) {
    return elapsedMs >= timeoutMs ? 'timeout' : 'unreachable';
  }
  if (err instanceof OpenAI.RateLimitError) return 'rate_limited';
  if (err instanceof OpenAI.APIError && (err.status ?? 0) >= 500) return 'server_error';
  return 'other';
}

export interface LlmAnalyzerOptions {
  client: OpenAI;
  model: string;
  cache: ResultCache;
  metrics: LlmMetrics;
  logger: Logger;
}

/**
 * One chat.completions call per analysis with structured output. Timeouts, 429 and 5xx are retried
 * by the SDK (maxRetries, timeout on the client); whatever still fails, the engine answers and the
 * result says so. The answer is checked against the documents before it counts (llm-reconcile).
 */
export function createLlmAnalyzer(options: LlmAnalyzerOptions): Analyzer {
  const { client, model, cache, metrics, logger } = options;
  return {
    kind: 'llm',
    model: `${model} (prompt v${PROMPT_VERSION})`,
    async analyze(
      job: JobProfile,
      full: CandidateProfile,
      options?: AnalyzeOptions,
    ): Promise<AnalyzerResult> {
      const engine = engineResult(job, full);
      // On a blind job the model reads, quotes and summarises the masked resume only.
      const candidate = options?.blind ? blindProfile(full, options.blind) : full;
      const key = cacheKey({
        jobText: job.text,
        resumeText: candidate.text,
        analyzer: 'llm',
        model,
        version: PROMPT_VERSION,
      });
      const cached = await cache.get(key).catch(() => undefined);
      // The gates and the verdict are the engine's, also on an answer cached before they existed.
      if (cached) return { ...cached, gates: engine.gates, verdict: engine.verdict };
      const started = Date.now();
      try {
        const completion = await client.chat.completions.create({
          model,
          messages: buildMessages(job, candidate),
          response_format: responseFormat,
          temperature: 0,
        });
        if (completion.usage) {
          metrics.tokens('prompt', completion.usage.prompt_tokens);
          metrics.tokens('completion', completion.usage.completion_tokens);
        }
        const message = completion.choices[0]?.message;
        if (message?.refusal) throw new InvalidAnswer('refused');
        const answer = llmAnswer.safeParse(parseJson(message?.content));
        if (!answer.success) throw new InvalidAnswer('invalid_answer');
        const result = reconcile(engine, answer.data, job, candidate);
        await cache
          .set(key, result)
          .catch((err) => logger.warn({ err }, 'result cache write failed'));
        return result;
      } catch (err) {
        const reason = classify(err, Date.now() - started, client.timeout);
        metrics.error(reason);
        logger.warn({ err, reason }, 'LLM analysis failed; using the engine');
        const note = [fallbackNote(reason), engine.analyzerNote].filter(Boolean).join(' ');
        return { ...engine, analyzer: 'engine', analyzerNote: note };
      }
    },
  };
}

function parseJson(text: string | null | undefined): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
