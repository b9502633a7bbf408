import { ApiError, INVALID_RESPONSE_ERROR } from './api-error';

/** A call's answer broke the contract: worded by the page as SPEC §8's generic message, never handed to it. */
export class InvalidResponseError extends ApiError {
  readonly operationId: string;
  /** Where in the body the first mismatch is, e.g. `products.0.quantity` (`(root)` for the body itself). */
  readonly failingPath: string;

  constructor(operationId: string, status: number, failingPath: string, body: unknown) {
    super(status, [], body, 'invalid-response');
    this.name = INVALID_RESPONSE_ERROR;
    this.operationId = operationId;
    this.failingPath = failingPath;
  }
}
