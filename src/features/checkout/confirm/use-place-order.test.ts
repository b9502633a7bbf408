import { ApiError } from '../../../api/api-error';
import { trackedSubmitFailure } from './use-place-order';

describe('trackedSubmitFailure (SPEC §7 "track": a checkout error)', () => {
  it("records the server's messages, where it happened and the status", () => {
    const error = new ApiError(402, ['Card declined.', 'Try another card.']);
    expect(trackedSubmitFailure(error)).toEqual({
      error: 'Card declined. Try another card.',
      type: 'submit',
      details: { status: 402 },
    });
  });

  it('records a failure without an answer by its condition, the connection issue, with no status', () => {
    const error = new TypeError('Failed to fetch');
    expect(trackedSubmitFailure(error)).toEqual({
      error: 'connection-issue',
      type: 'submit',
      details: { status: 0 },
    });
  });
});
