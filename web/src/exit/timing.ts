import { storedFlag } from '../storedFlag';

export const EXIT_PROMPT_KEY = 'exit_prompt_shown';
export const EXIT_PROMPT_DELAY_MS = 10 * 60 * 1000;
export const UNSAVED_WORK_WARNING = 'You have unsaved work. Sign up to keep your analyses!';

declare global {
  interface Window {
    /** Test hook: how long before the exit prompt opens, instead of 10 minutes. */
    __shortlistExitPromptMs?: number;
  }
}

export function exitPromptDelay(): number {
  const override = typeof window !== 'undefined' ? window.__shortlistExitPromptMs : undefined;
  return typeof override === 'number' && override >= 0 ? override : EXIT_PROMPT_DELAY_MS;
}

const exitPrompt = storedFlag(() => sessionStorage, EXIT_PROMPT_KEY);
export const exitPromptShown = exitPrompt.isSet;
export const markExitPromptShown = exitPrompt.set;
