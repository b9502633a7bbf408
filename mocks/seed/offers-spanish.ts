/**
 * Spanish for the seeded wallet offers, keyed by the English label or description the wallet
 * stores. The `Catering - ` prefix is the channel's marker (SPEC §5), not prose: it stays as is.
 */
export const SPANISH_OFFER_TEXT: Readonly<Record<string, string>> = {
  '$3 Off Your Order': '$3 de descuento en tu pedido',
  'Take $3 off any order of $10 or more.': 'Ahorra $3 en cualquier pedido de $10 o más.',
  'Free Bo-Berry Biscuit': 'Bo-Berry Biscuit gratis',
  'A free Bo-Berry Biscuit with any purchase.': 'Un Bo-Berry Biscuit gratis con cualquier compra.',
  'Happy Birthday! A Biscuit on Us': '¡Feliz cumpleaños! Un biscuit por nuestra cuenta',
  'Never expires: enjoy it whenever you like.': 'No vence: disfrútalo cuando quieras.',
  '$5 Off Any Family Meal': '$5 de descuento en cualquier comida familiar',
  'Expired yesterday.': 'Venció ayer.',
  'Free Legendary Sweet Tea': 'Legendary Sweet Tea gratis',
  'Already used on a past order.': 'Ya se usó en un pedido anterior.',
  '$2 Off Breakfast': '$2 de descuento en el desayuno',
  'Redeemed at the counter.': 'Canjeado en el mostrador.',
  'Catering - $15 Off Your Catering Order': 'Catering - $15 de descuento en tu pedido de catering',
  'Take $15 off any catering order.': 'Ahorra $15 en cualquier pedido de catering.',
  'Catering - Free Gallon of Sweet Tea': 'Catering - Un galón de té dulce gratis',
  'A free gallon of tea with any party pack.': 'Un galón de té gratis con cualquier paquete para fiestas.',
};
