import { ApiError } from '../../api/api-error';
import { BotCheckError } from '../../lib/bot-check';
import { englishIntl, spanishIntl } from '../../testing/intl';
import { describeFailure } from './describe-failure';
import { firstFailureText, localizedFieldErrors } from './localize-api-error';

describe('describeFailure (SPEC §8: what a form shows when sending it failed)', () => {
  it("shows the server's free text as written, marked English on a Spanish page", () => {
    const error = new ApiError(400, ['Please choose a valid favourite location.']);
    expect(describeFailure(error, englishIntl)).toEqual([
      { text: 'Please choose a valid favourite location.', lang: undefined },
    ]);
    expect(describeFailure(error, spanishIntl)).toEqual([
      { text: 'Please choose a valid favourite location.', lang: 'en' },
    ]);
  });

  it.each([
    [
      'email_taken',
      'An account with this email already exists.',
      'Ya existe una cuenta con este correo electrónico.',
    ],
    [
      'invalid_credentials',
      'The e-mail or password is incorrect.',
      'El correo electrónico o la contraseña son incorrectos.',
    ],
    [
      'reset_token_invalid',
      'This password reset link is invalid or has expired.',
      'Este enlace para restablecer la contraseña no es válido o ha vencido.',
    ],
  ])(
    'words the members error %s itself, in English as the server and in Spanish',
    (code, message, spanish) => {
      const error = new ApiError(409, [message], [{ message, code }]);
      expect(describeFailure(error, englishIntl)).toEqual([message]);
      expect(describeFailure(error, spanishIntl)).toEqual([spanish]);
    },
  );

  it('shows a code the site does not know by its message', () => {
    const message = 'The kitchen is closed for a private event.';
    const error = new ApiError(422, [message], [{ message, code: 'private_event' }]);
    expect(describeFailure(error, spanishIntl)).toEqual([{ text: message, lang: 'en' }]);
  });

  it("words a guest's reward item in the page's language, not the server's English", () => {
    const message = '"Free Tea" is for rewards members. Sign in to add it to your order.';
    const error = new ApiError(422, [message], [{ message, code: 'members_only' }]);
    expect(describeFailure(error, spanishIntl)).toEqual([
      'Este artículo es para miembros de recompensas. Inicia sesión para añadirlo a tu pedido.',
    ]);
  });

  it('explains a failed bot-check in words of its own', () => {
    expect(describeFailure(new BotCheckError('timed out'), englishIntl)).toEqual([
      'We could not check that you are a person. Please reload the page and try again.',
    ]);
    expect(describeFailure(new BotCheckError('timed out'), spanishIntl)).toEqual([
      'No pudimos comprobar que eres una persona. Vuelve a cargar la página e inténtalo de nuevo.',
    ]);
  });

  it('gives the connection message, translated, for a failure or a body without a message', () => {
    expect(describeFailure(new Error('socket hang up'), englishIntl)).toEqual([
      'Connection issue. Please try again.',
    ]);
    expect(describeFailure(new ApiError(500, [], [{ code: 'x' }]), spanishIntl)).toEqual([
      'Problema de conexión. Inténtalo de nuevo.',
    ]);
  });
});

describe('firstFailureText', () => {
  it('is the first line a failure shows, for "Error: {message}"', () => {
    expect(firstFailureText(new ApiError(400, ['First.', 'Second.']), spanishIntl)).toBe('First.');
    expect(firstFailureText(new TypeError('Failed to fetch'), spanishIntl)).toBe(
      'Problema de conexión. Inténtalo de nuevo.',
    );
  });
});

describe('localizedFieldErrors', () => {
  it('puts each field’s message, in the site’s words where its code is known, by the field', () => {
    const body = [
      { message: 'An account with this email already exists.', code: 'email_taken', field: 'email' },
      { message: 'Bad phone.', field: 'phone' },
    ];
    expect(localizedFieldErrors(new ApiError(409, ['x'], body), spanishIntl)).toEqual({
      email: 'Ya existe una cuenta con este correo electrónico.',
      phone: 'Bad phone.',
    });
  });
});
