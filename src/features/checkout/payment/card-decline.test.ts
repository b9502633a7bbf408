import { ApiError } from '../../../api/api-error';
import { englishIntl as english, spanishIntl as spanish } from '../../../testing/intl';
import { cardDeclineMessage } from './card-decline';

const declined = (message: string, reason?: string) =>
  new ApiError(422, [message], [{ message, code: 'card_declined', ...(reason ? { reason } : {}) }]);

describe('a declined card at submit', () => {
  it('is the 422 whose message carries the card_declined code, worded by its reason', () => {
    const error = declined('Your card has insufficient funds.', 'insufficient_funds');
    expect(cardDeclineMessage(error, english)).toBe('Your card has insufficient funds.');
    expect(cardDeclineMessage(error, spanish)).toBe('Tu tarjeta no tiene fondos suficientes.');
    expect(
      cardDeclineMessage(declined("Your card's security code is incorrect.", 'incorrect_cvc'), spanish),
    ).toBe('El código de seguridad de tu tarjeta es incorrecto.');
    expect(cardDeclineMessage(declined('Your card has expired.', 'expired_card'), spanish)).toBe(
      'Tu tarjeta está vencida.',
    );
  });

  it('shows the provider’s own message for a reason the site does not know, marked English on a Spanish page', () => {
    const error = declined('Your card was declined by its bank.', 'do_not_honor');
    expect(cardDeclineMessage(error, spanish)).toEqual({
      text: 'Your card was declined by its bank.',
      lang: 'en',
    });
    expect(cardDeclineMessage(error, english)).toEqual({
      text: 'Your card was declined by its bank.',
      lang: undefined,
    });
  });

  it('is not any other refusal', () => {
    const unavailable = [{ message: 'Please add your vehicle details for curbside pickup.' }];
    expect(cardDeclineMessage(new ApiError(422, ['x'], unavailable), english)).toBeUndefined();
    expect(
      cardDeclineMessage(new ApiError(500, ['x'], [{ message: 'x', code: 'card_declined' }]), english),
    ).toBeUndefined();
    expect(cardDeclineMessage(new ApiError(422, ['x'], 'card_declined'), english)).toBeUndefined();
    expect(cardDeclineMessage(new Error('network'), english)).toBeUndefined();
  });
});
