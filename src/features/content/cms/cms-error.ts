/**
 * Why a CMS read failed, as the page needs to know it: `not-found` renders the 404 page; the others
 * show a message (`network`: no answer; `server`: an error status; `malformed`: an answer that is not
 * the document we expect).
 */
export type CmsErrorKind = 'not-found' | 'network' | 'server' | 'malformed';

export class CmsError extends Error {
  readonly kind: CmsErrorKind;

  constructor(kind: CmsErrorKind, message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'CmsError';
    this.kind = kind;
  }
}

/** Only failures that may go away by asking again are retried: never a missing or unreadable story. */
export const isRetryableCmsError = (error: unknown): boolean =>
  error instanceof CmsError && (error.kind === 'network' || error.kind === 'server');
