import type { User } from '@shortlist/contracts';
import type { Logger, Mailer } from '@shortlist/kit';

// The owner of an account hears that someone tried to sign up with their email and a wrong
// password: the signup answer no longer tells the visitor, so the owner is the one to know.

export const SIGNUP_NOTICE_SUBJECT = 'A sign-up attempt with your email';

function noticeText(user: User): string {
  return [
    `Hello${user.name ? ` ${user.name}` : ''},`,
    '',
    `Someone tried to create a Shortlist account with ${user.email}, which already has an account.`,
    'No new account was made and nothing changed on yours.',
    '',
    'If this was you, sign in with your password instead. If it was not, you need do nothing;',
    'if it happens often, consider changing your password.',
  ].join('\n');
}

/** Sends the notice without holding up the answer (its timing must not depend on the email). */
export function signupNotifier(mailer: Mailer | null, logger: Logger): (user: User) => void {
  const log = logger.child({ module: 'signup-notice' });
  return (user) => {
    if (!mailer) return;
    mailer
      .send({ to: user.email, subject: SIGNUP_NOTICE_SUBJECT, text: noticeText(user) })
      .catch((err: unknown) => log.warn({ err }, 'could not send the sign-up notice'));
  };
}
