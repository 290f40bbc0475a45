/**
 * An error a service throws to answer with a status and a Swedish message for the user. Made with
 * the named factories below, never with positional arguments.
 */
export class HttpError extends Error {
  readonly statusCode: number;
  /** Messages per field, shown beside the fields. */
  readonly fields: Record<string, string> | undefined;
  /** Sent as Retry-After (seconds) with 429 answers. */
  readonly retryAfterSeconds: number | undefined;

  private constructor(statusCode: number, message: string, options: { fields?: Record<string, string>; retryAfterSeconds?: number } = {}) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.fields = options.fields;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  /** 400: the input is wrong; with `field`, the message is also shown beside that field. */
  static badRequest(message: string, field?: string): HttpError {
    return new HttpError(400, message, field ? { fields: { [field]: message } } : {});
  }
  /** 401: not signed in, or the credentials are wrong. */
  static unauthorized(message: string): HttpError {
    return new HttpError(401, message);
  }
  /** 402: the thing asked for has to be paid first (the full report). */
  static paymentRequired(message: string): HttpError {
    return new HttpError(402, message);
  }
  /** 403: signed in, but not allowed. */
  static forbidden(message: string): HttpError {
    return new HttpError(403, message);
  }
  static notFound(message: string): HttpError {
    return new HttpError(404, message);
  }
  /** 409: the request conflicts with what is stored (an address in use). */
  static conflict(message: string, field?: string): HttpError {
    return new HttpError(409, message, field ? { fields: { [field]: message } } : {});
  }
  /** 413: what was sent or fetched (an image) is larger than we take. */
  static payloadTooLarge(message: string): HttpError {
    return new HttpError(413, message);
  }
  /** 502: an outside service we asked (a document to import) failed or did not answer. */
  static badGateway(message: string): HttpError {
    return new HttpError(502, message);
  }
  /** 503: a service the answer needs is down; the user should try again shortly. */
  static serviceUnavailable(message: string): HttpError {
    return new HttpError(503, message);
  }
  /** 429: too many attempts; try again after `retryAfterSeconds`. */
  static tooManyRequests(message: string, retryAfterSeconds: number): HttpError {
    return new HttpError(429, message, { retryAfterSeconds });
  }
}
