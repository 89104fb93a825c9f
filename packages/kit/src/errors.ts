// The small set of named errors every service throws. One mapper (http.ts) turns them into
// `{ error, code }` bodies: `error` is the human message the web app shows as it is.

export type ErrorCode =
  | 'bad_request'
  | 'invalid_json'
  | 'validation_failed'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'file_too_large'
  | 'unsupported_file_type'
  | 'unprocessable_file'
  | 'limit_reached'
  | 'rate_limited'
  | 'upgrade_required'
  | 'service_unavailable'
  | 'upstream_failed'
  | 'internal';

const STATUS: Record<ErrorCode, number> = {
  bad_request: 400,
  invalid_json: 400,
  validation_failed: 400,
  unauthorized: 401,
  forbidden: 403,
  upgrade_required: 403,
  not_found: 404,
  conflict: 409,
  file_too_large: 413,
  unsupported_file_type: 415,
  unprocessable_file: 422,
  limit_reached: 429,
  rate_limited: 429,
  internal: 500,
  upstream_failed: 502,
  service_unavailable: 503,
};

export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
    this.status = STATUS[code];
  }
}

export const isAppError = (err: unknown): err is AppError => err instanceof AppError;

export const notFound = (what = 'Resource') => new AppError('not_found', `${what} not found`);
export const badRequest = (message: string, details?: unknown) =>
  new AppError('bad_request', message, details);
export const unauthorized = (message = 'Authentication required') =>
  new AppError('unauthorized', message);
export const forbidden = (message = 'Forbidden') => new AppError('forbidden', message);
export const conflict = (message: string) => new AppError('conflict', message);
