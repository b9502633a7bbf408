/**
 * The Spanish version of each seeded content card, keyed by its English title, as an engagement
 * service's multi-language cards carry one per language. "Order Catering from the App" is left
 * without one on purpose: a card the marketing team wrote in English only.
 */
export const SPANISH_CARD_TEXT: Readonly<Record<string, { title: string; description: string }>> = {
  'Bo-Berry Biscuit Month Is Here': {
    title: 'Llegó el mes del Bo-Berry Biscuit',
    description: 'Dulce, con arándanos y glaseado: pide uno con cualquier desayuno.',
  },
  'Feed the Family for Under $40': {
    title: 'Alimenta a la familia por menos de $40',
    description: 'La Family Meal de 12 piezas viene con cuatro acompañantes grandes.',
  },
  'Bone-in chicken and dinners are served from 10:30 AM.': {
    title: 'El pollo con hueso y las cenas se sirven desde las 10:30 a. m.',
    description: 'Ordena con anticipación y evita la fila.',
  },
  'More rewards are on the way': {
    title: 'Vienen más recompensas',
    description: 'Sigue ordenando para desbloquear Sweet Tea y biscuits gratis.',
  },
  'Your free Sweet Tea is waiting': {
    title: 'Tu Sweet Tea gratis te espera',
    description: 'Agrega un Free Sweet Tea (Rewards) a tu próximo pedido.',
  },
  'Welcome to the family, Bo!': {
    title: '¡Bienvenido a la familia, Bo!',
    description: 'Gracias por unirte. Esto es lo que puedes hacer con tu cuenta.',
  },
  'Party Packs Feed a Crowd': {
    title: 'Los Party Packs alimentan a una multitud',
    description: 'Cuarenta piezas, tres acompañantes grandes y veinte biscuits.',
  },
  'Please order catering at least 24 hours ahead.': {
    title: 'Pide tu catering con al menos 24 horas de anticipación.',
    description: 'La entrega requiere un mínimo de $150.',
  },
  'Catering rewards for your next event': {
    title: 'Recompensas de catering para tu próximo evento',
    description: 'Inicia sesión para ver las ofertas de pedidos de catering.',
  },
  'Thanks for catering with us': {
    title: 'Gracias por pedir catering con nosotros',
    description: 'Tu recompensa de catering de $15 está lista para usar.',
  },
  'Curbside pickup is now available.': {
    title: 'Ya puedes recoger tu pedido en el auto.',
    description: 'Dinos cuál es tu auto al pagar.',
  },
  'Tap an offer to apply it': {
    title: 'Toca una oferta para aplicarla',
    description: 'Las ofertas se aplican a tu carrito actual.',
  },
  'Planning an event this weekend?': {
    title: '¿Planeas un evento este fin de semana?',
    description: 'Reserva tu Party Pack hoy.',
  },
};

/** The seeded card that has no Spanish version (see above). */
export const UNTRANSLATED_CARD_TITLE = 'Order Catering from the App';
