import { ApiError } from '../../api/api-error';
import { englishIntl, spanishIntl } from '../../testing/intl';
import { describeSessionFailure } from './describe-failure';
import { ForeignProviderError } from './session-errors';

describe('describeSessionFailure', () => {
  it('explains tokens from another auth provider in words of its own', () => {
    expect(describeSessionFailure(new ForeignProviderError('olo'), englishIntl)).toEqual([
      'This account cannot sign in here. Please contact us for help.',
    ]);
    expect(describeSessionFailure(new ForeignProviderError('olo'), spanishIntl)).toEqual([
      'Esta cuenta no puede iniciar sesión aquí. Contáctanos para recibir ayuda.',
    ]);
  });

  it('shows any other failure as every form does', () => {
    const message = 'The e-mail or password is incorrect.';
    const error = new ApiError(401, [message], [{ message, code: 'invalid_credentials' }]);
    expect(describeSessionFailure(error, spanishIntl)).toEqual([
      'El correo electrónico o la contraseña son incorrectos.',
    ]);
    expect(describeSessionFailure(new ApiError(0, []), spanishIntl)).toEqual([
      'Problema de conexión. Inténtalo de nuevo.',
    ]);
  });
});
