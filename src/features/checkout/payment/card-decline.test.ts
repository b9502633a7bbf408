import { ApiError } from '../../../api/api-error';
import { cardDeclineMessage } from './card-decline';

describe('a declined card at submit', () => {
  it('is the 422 whose message carries the card_declined code: its message is the provider’s', () => {
    const body = [{ message: 'Your card has insufficient funds.', code: 'card_declined' }];
    expect(cardDeclineMessage(new ApiError(422, ['Your card has insufficient funds.'], body))).toBe(
      'Your card has insufficient funds.',
    );
  });

  it('is not any other refusal', () => {
    const unavailable = [{ message: 'Please add your vehicle details for curbside pickup.' }];
    expect(cardDeclineMessage(new ApiError(422, ['x'], unavailable))).toBeUndefined();
    expect(
      cardDeclineMessage(new ApiError(500, ['x'], [{ message: 'x', code: 'card_declined' }])),
    ).toBeUndefined();
    expect(cardDeclineMessage(new ApiError(422, ['x'], 'card_declined'))).toBeUndefined();
    expect(cardDeclineMessage(new Error('network'))).toBeUndefined();
  });
});
