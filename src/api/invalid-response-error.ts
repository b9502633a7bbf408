import { ApiError, INVALID_RESPONSE_ERROR } from './api-error';
import { CONNECTION_ISSUE_MESSAGE } from './error-messages';

/** A call's answer broke the contract: shown as the generic SPEC §8 message, never handed to the page. */
export class InvalidResponseError extends ApiError {
  readonly operationId: string;
  /** Where in the body the first mismatch is, e.g. `products.0.quantity` (`(root)` for the body itself). */
  readonly failingPath: string;

  constructor(operationId: string, status: number, failingPath: string, body: unknown) {
    super(status, [CONNECTION_ISSUE_MESSAGE], body);
    this.name = INVALID_RESPONSE_ERROR;
    this.operationId = operationId;
    this.failingPath = failingPath;
  }
}
