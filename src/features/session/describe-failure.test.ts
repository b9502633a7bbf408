import { createIntl } from 'react-intl';
import { ApiError } from '../../api/api-error';
import spanishMessages from '../../i18n/messages/es.json';
import { BotCheckError } from '../../lib/bot-check';
import { describeFailure } from './describe-failure';
import { ForeignProviderError } from './session-errors';

const english = createIntl({ locale: 'en-US', defaultLocale: 'en-US', messages: {} });
const spanish = createIntl({
  locale: 'es',
  defaultLocale: 'en-US',
  messages: { 'errors.connectionIssue': 'Problema de conexión. Inténtalo de nuevo.' },
});

const spanishCatalogue = createIntl({ locale: 'es', defaultLocale: 'en-US', messages: spanishMessages });

describe('describeFailure', () => {
  it("shows the server's free text as it is, marked English on a Spanish page", () => {
    const error = new ApiError(400, ['Please choose a valid favourite location.']);
    expect(describeFailure(error, english)).toEqual([
      { text: 'Please choose a valid favourite location.', lang: undefined },
    ]);
    expect(describeFailure(error, spanish)).toEqual([
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
    (code, message, spanishText) => {
      const error = new ApiError(409, [message], [{ message, code }]);
      expect(describeFailure(error, english)).toEqual([message]);
      expect(describeFailure(error, spanishCatalogue)).toEqual([spanishText]);
    },
  );

  it('explains a failed bot-check and a refused provider in words of its own', () => {
    expect(describeFailure(new BotCheckError('timed out'), english)).toEqual([
      'We could not check that you are a person. Please reload the page and try again.',
    ]);
    expect(describeFailure(new ForeignProviderError('olo'), english)).toEqual([
      'This account cannot sign in here. Please contact us for help.',
    ]);
  });

  it('gives the connection message, translated, for a failure without a message', () => {
    expect(describeFailure(new Error('socket hang up'), english)).toEqual([
      'Connection issue. Please try again.',
    ]);
    expect(describeFailure(new ApiError(0, []), spanish)).toEqual([
      'Problema de conexión. Inténtalo de nuevo.',
    ]);
  });
});
