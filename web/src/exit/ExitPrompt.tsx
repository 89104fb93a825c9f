import { useEffect, useState } from 'react';
import { track } from '../analytics/track';
import { Modal } from '../components/Modal';
import { hasDemoWork, loadDemoData } from '../demo/data/store';
import { AuthForm, type AuthMode } from '../pages/auth/AuthForm';
import {
  exitPromptDelay,
  exitPromptShown,
  markExitPromptShown,
  UNSAVED_WORK_WARNING,
} from './timing';
import { Button } from '../ui';

type View = 'closed' | 'prompt' | 'signup';

/** The prompt's two answers: what each says, the event it counts as, and where it leads. */
const ANSWERS = [
  { label: 'Yes, Save My Work!', variant: 'primary', event: 'exit_prompt_signup', next: 'signup' },
  {
    label: 'Continue Exploring',
    variant: 'secondary',
    event: 'exit_prompt_continue',
    next: 'closed',
  },
] as const;

/**
 * Asks an anonymous visitor to keep their work: after 10 minutes, or when they try to leave with
 * demo data. At most once per browser session. Render it only for anonymous visitors.
 */
export function ExitPrompt() {
  const [view, setView] = useState<View>('closed');

  useEffect(() => {
    if (exitPromptShown()) return;
    const show = () => {
      if (exitPromptShown()) return;
      markExitPromptShown();
      setView('prompt');
    };
    const timer = setTimeout(show, exitPromptDelay());
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      if (exitPromptShown() || !hasDemoWork(loadDemoData())) return;
      e.preventDefault();
      // Browsers show their own text now, but the spec's message is still what we ask with.
      e.returnValue = UNSAVED_WORK_WARNING;
      // If the visitor chooses to stay, the prompt is waiting for them.
      show();
      return UNSAVED_WORK_WARNING;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, []);

  if (view === 'prompt') {
    return (
      <Modal title="Love what you see?" onClose={() => setView('closed')} size="sm">
        <p>
          Create a free account to keep your jobs, candidates and analyses. Demo work lives only in
          this browser.
        </p>
        <div className="modal-actions modal-actions-stack">
          {ANSWERS.map((a) => (
            <Button
              key={a.event}
              variant={a.variant}
              block
              onClick={() => {
                track(a.event);
                setView(a.next);
              }}
            >
              {a.label}
            </Button>
          ))}
        </div>
      </Modal>
    );
  }
  if (view === 'signup') {
    const done = (mode: AuthMode) => {
      track('conversion', {
        type: mode === 'signup' ? 'signup' : 'login',
        location: 'exit_prompt',
      });
      setView('closed');
    };
    return (
      <Modal title="Save your work" onClose={() => setView('closed')}>
        <AuthForm initialMode="signup" onSuccess={done} headingLevel={null} />
      </Modal>
    );
  }
  return null;
}
