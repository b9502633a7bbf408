import type { MessageDescriptor } from 'react-intl';
import { MEMBER_ERROR_CODES } from '../../../mocks/handlers/members-auth';
import { CARD_DECLINED_CODE as MOCK_CARD_DECLINED_CODE } from '../../../mocks/payments/charge-new-cards';
import { COUPON_MESSAGES } from '../../../mocks/domain/coupons';
import { REWARD_ITEM_CODES } from '../../../mocks/domain/reward-items';
import { englishIntl, spanishIntl } from '../../testing/intl';
import {
  botCheckFailed,
  CARD_DECLINED_CODE,
  cardDeclineMessages,
  deepLinkMiss,
  orderChangeRefused,
  pageNotFound,
  promoRejectionMessages,
  promoRejectionTexts,
  serverCodeMessages,
  upsellAddFailed,
} from './error-catalogue';
import { clientFailureMessages, pageFailed, unknownMiddleware } from './start-failure-messages';

const say = (descriptor: MessageDescriptor, values?: Record<string, string | number>) => ({
  en: englishIntl.formatMessage(descriptor, values),
  es: spanishIntl.formatMessage(descriptor, values),
});

describe('the SPEC §8 error catalogue', () => {
  it.each([
    ['connection-issue', 'Connection issue. Please try again.', 'Problema de conexión. Inténtalo de nuevo.'],
    ['invalid-response', 'Connection issue. Please try again.', 'Problema de conexión. Inténtalo de nuevo.'],
  ] as const)('words the client failure %s in English and Spanish', (failure, en, es) => {
    expect(say(clientFailureMessages[failure])).toEqual({ en, es });
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
      'sso_code_invalid',
      'Your sign-in link has expired. Please sign in again.',
      'Tu enlace de inicio de sesión venció. Vuelve a iniciar sesión.',
    ],
    ['wrong_current_password', 'Your current password is incorrect.', 'Tu contraseña actual es incorrecta.'],
    [
      'same_password',
      'Your new password must be different from your current password.',
      'Tu nueva contraseña debe ser distinta de la actual.',
    ],
    [
      'reset_token_invalid',
      'This password reset link is invalid or has expired.',
      'Este enlace para restablecer la contraseña no es válido o ha vencido.',
    ],
    [
      'sign_in_locked',
      'Too many incorrect attempts. Please try again in 15 minutes.',
      'Demasiados intentos incorrectos. Vuelve a intentarlo en 15 minutos.',
    ],
    [
      'members_only',
      'This item is for rewards members. Sign in to add it to your order.',
      'Este artículo es para miembros de recompensas. Inicia sesión para añadirlo a tu pedido.',
    ],
    [
      'reward_items_only',
      'Add an item that is not a reward to place your order.',
      'Agrega un artículo que no sea una recompensa para hacer tu pedido.',
    ],
  ] as const)('words the server code %s as the server does, and in Spanish', (code, en, es) => {
    expect(say(serverCodeMessages[code])).toEqual({ en, es });
  });

  it.each([
    ['insufficient_funds', 'Your card has insufficient funds.', 'Tu tarjeta no tiene fondos suficientes.'],
    [
      'incorrect_cvc',
      "Your card's security code is incorrect.",
      'El código de seguridad de tu tarjeta es incorrecto.',
    ],
    ['expired_card', 'Your card has expired.', 'Tu tarjeta está vencida.'],
  ] as const)('words the card decline %s', (reason, en, es) => {
    expect(say(cardDeclineMessages[reason])).toEqual({ en, es });
  });

  it.each([
    ['[200] Code is invalid', 'Error: Invalid promo code.'],
    ['Coupon code cannot be empty.', 'Error: Promo code cannot be empty.'],
    [
      'Code is currently in use on another transaction',
      'Error: Promo code is currently in use on another transaction',
    ],
  ])('shows the promo refusal %j as %j', (server, shown) => {
    const kind = promoRejectionTexts[server];
    expect(kind).toBeDefined();
    const message = englishIntl.formatMessage(promoRejectionMessages[kind ?? 'invalid']);
    expect(englishIntl.formatMessage(orderChangeRefused, { message })).toBe(shown);
  });

  it.each([
    [
      'the promo refusal "invalid"',
      promoRejectionMessages.invalid,
      'Invalid promo code.',
      'Código promocional no válido.',
    ],
    [
      'the promo refusal "empty"',
      promoRejectionMessages.empty,
      'Promo code cannot be empty.',
      'El código promocional no puede estar vacío.',
    ],
    [
      'the promo refusal "in-use"',
      promoRejectionMessages['in-use'],
      'Promo code is currently in use on another transaction',
      'El código promocional está en uso en otra transacción',
    ],
    [
      'a bot-check without a token',
      botCheckFailed,
      'We could not check that you are a person. Please reload the page and try again.',
      'No pudimos comprobar que eres una persona. Vuelve a cargar la página e inténtalo de nuevo.',
    ],
    ['an upsell add failure', upsellAddFailed, 'Error adding to cart', 'Error al agregar al carrito'],
    [
      'a deep-link miss',
      deepLinkMiss,
      'Sorry, the item you were looking for is not available at this location. Take a look at the rest of our menu.',
      'Lo sentimos, el producto que buscabas no está disponible en este restaurante. Echa un vistazo al resto de nuestro menú.',
    ],
    [
      'an unknown route (404)',
      pageNotFound,
      'This page could not be found',
      'No se pudo encontrar esta página',
    ],
    ['a missing middleware', unknownMiddleware, 'Unknown middleware', 'Middleware desconocido'],
  ] as const)('words %s in English and Spanish', (_condition, descriptor, en, es) => {
    expect(say(descriptor)).toEqual({ en, es });
  });

  it('words a failed route by its status, and a refused order change after "Error: "', () => {
    expect(say(pageFailed, { status: 503 })).toEqual({
      en: 'Error 503. Please try again in a moment.',
      es: 'Error 503. Vuelve a intentarlo en un momento.',
    });
    expect(say(orderChangeRefused, { message: 'Offer not valid - $200.00 Minimum Required' })).toEqual({
      en: 'Error: Offer not valid - $200.00 Minimum Required',
      es: 'Error: Offer not valid - $200.00 Minimum Required',
    });
  });

  it('knows the codes and coupon texts the mock backend sends, so a misspelt one fails here', () => {
    expect(Object.keys(serverCodeMessages).sort()).toEqual(
      [...Object.values(MEMBER_ERROR_CODES), ...Object.values(REWARD_ITEM_CODES)].sort(),
    );
    expect(CARD_DECLINED_CODE).toBe(MOCK_CARD_DECLINED_CODE);
    for (const text of Object.keys(promoRejectionTexts)) {
      expect(Object.values(COUPON_MESSAGES), text).toContain(text);
    }
  });
});
