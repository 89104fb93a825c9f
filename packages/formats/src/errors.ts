/** A file that is not what it claims to be (not JSON Resume, a CSV without a name column...).
 *  The message is for the recruiter, as it is; services map it to their own error. */
export class FormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FormatError';
  }
}
