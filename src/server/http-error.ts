/** An error a service throws to answer with a given status and a Swedish message for the user. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields?: Record<string, string>,
    /** Sent as Retry-After (seconds) with 429 answers. */
    readonly retryAfterSeconds?: number,
    /** Extra fields merged into the error body, e.g. `needsVerification`. */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}
