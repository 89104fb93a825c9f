// Every event name the product sends (spec section 7), so a typo is a compile error.
export type EventName =
  | 'user_login'
  | 'user_signup'
  | 'user_logout'
  | 'page_view'
  | 'feature_used'
  | 'error'
  | 'conversion'
  | 'signup_intent'
  | 'analysis_completed'
  | 'analysis_failed'
  | 'cta_clicked'
  | 'free_plan_selected'
  | 'signup_required_for_pro'
  | 'demo_banner_dismissed'
  | 'first_visit'
  | 'continue_demo'
  | 'exit_prompt_signup'
  | 'exit_prompt_continue'
  | 'tour_completed'
  | 'tour_skipped'
  // upload results
  | 'job_upload_success'
  | 'job_upload_failed'
  | 'candidate_upload_success'
  | 'candidate_upload_failed'
  // the usage tracker's upgrade button
  | 'usage_upgrade_clicked'
  // payment subscription flow
  | 'subscription_approved'
  | 'subscription_cancelled'
  | 'subscription_error';

export type EventProperties = Record<string, string | number | boolean | null | undefined>;

export interface AnalyticsEvent {
  name: EventName;
  properties: EventProperties;
  /** Milliseconds since the epoch. */
  timestamp: number;
  sessionId: string;
  /** 'anonymous' when nobody is signed in. */
  userId: string;
}

/** Analysis results are reported by category, not raw score (spec section 7). */
export function matchCategory(matchPercentage: number): 'high' | 'medium' | 'low' {
  if (matchPercentage >= 80) return 'high';
  if (matchPercentage >= 60) return 'medium';
  return 'low';
}
