import { llmClientOptions, type Logger } from '@shortlist/kit';
import type { RequirementModel } from '@shortlist/matcher';
import OpenAI from 'openai';
import type { DocumentsConfig } from '../config';
import { buildMessages, proposedReading, responseFormat } from './reading-prompt';
import { checkProposal, type CheckedProposal } from './reading-proposal';
import { NO_CHANGE, summarizeChange } from './reading';

export interface ReadingProposer {
  /** The LLM's reading of the ad, checked against it; undefined when there is none to offer. */
  propose(adText: string, engine: RequirementModel): Promise<CheckedProposal | undefined>;
}

/** Why no proposal was made, for the log line. */
type NoProposal =
  'llm_failed' | 'invalid_answer' | 'refused' | 'nothing_borne_out' | 'same_as_engine';

/**
 * The LLM proposer when OPENAI_API_KEY is set, else none. One chat.completions call per new job,
 * with structured output; the SDK retries timeouts, 429 and 5xx (maxRetries, timeout). Whatever
 * fails, there is no proposal, the engine's reading stands, and one log line says why.
 */
export function createReadingProposer(
  config: DocumentsConfig,
  logger: Logger,
): ReadingProposer | undefined {
  if (!config.OPENAI_API_KEY) return undefined;
  const client = new OpenAI(llmClientOptions(config));
  const log = logger.child({ module: 'reading-proposal' });
  const none = (reason: NoProposal, extra: object = {}) => {
    log.warn({ reason, ...extra }, "no LLM reading proposal; the engine's reading stands");
    return undefined;
  };
  return {
    async propose(adText, engine) {
      let content: string | null | undefined;
      try {
        const completion = await client.chat.completions.create({
          model: config.READING_MODEL,
          messages: buildMessages(adText),
          response_format: responseFormat,
          temperature: 0,
        });
        const message = completion.choices[0]?.message;
        if (message?.refusal) return none('refused');
        content = message?.content;
      } catch (err) {
        return none('llm_failed', { err });
      }
      const answer = proposedReading.safeParse(parseJson(content));
      if (!answer.success) return none('invalid_answer');
      const checked = checkProposal(answer.data, engine, adText);
      if (!checked) return none('nothing_borne_out', { named: answer.data.requirements.length });
      if (summarizeChange(engine, checked.model) === NO_CHANGE) return none('same_as_engine');
      log.info(
        { dropped: checked.dropped, kept: checked.model.requirements.length },
        'LLM proposed a reading',
      );
      return checked;
    },
  };
}

/** The answer's JSON, or undefined for an empty or malformed one (treated as invalid). */
function parseJson(text: string | null | undefined): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}
