// Values shared with the services. They are defined in @shortlist/contracts next to the zod
// schemas; importing them from there would put zod (the biggest dependency after React) into the
// browser bundle for seven strings. constants.test.ts fails if a copy here drifts from the source.

export const TOTAL_COUNT_HEADER = 'x-total-count';
export const DAILY_LIMIT_MESSAGE = 'Daily limit reached! Upgrade to Pro for unlimited matches.';
export const UNSUPPORTED_FILE_TYPE_MESSAGE = 'File type must be one of PDF, DOC, DOCX';
export const BULK_UPLOAD_MAX_FILES = 50;
export const PRO_PLAN = 'pro_monthly';
export const ACTIVATION_ALERT = 'Subscription activated! Welcome to Pro!';
export const PAYMENT_FAILED_ALERT = 'Payment failed. Please try again.';
/** The header naming the workspace a request works in (team workspaces, issue #19). */
export const WORKSPACE_HEADER = 'x-workspace-id';
