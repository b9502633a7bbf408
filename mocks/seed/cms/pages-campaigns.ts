import { BRAND } from '../../../src/config/brand';
import { CONTENT_IMAGES } from './images';
import type { PageSeed } from './page-copy';

/** Campaign and community pages. */
export const CAMPAIGN_PAGES: PageSeed[] = [
  {
    slug: 'chickenverse',
    image: CONTENT_IMAGES.chickenBasket,
    en: {
      title: 'Welcome to the Chickenverse',
      intro:
        'The Chickenverse is where Henhouse fans play, collect limited-edition merch and share their stories.',
      heading: 'Play, collect, repeat',
      text: 'New challenges drop every month, and members earn bonus rewards for every one they finish. Check your rewards in',
      link: { label: 'Offers', path: '/offers' },
      listHeading: 'This month in the Chickenverse',
      items: ['The Great Biscuit Race', 'Trivia night: 1977 edition', 'A limited-run Henhouse trucker hat'],
      imageAlt: 'A basket of fried chicken under bright arcade lights',
    },
    es: {
      title: 'Bienvenido al Chickenverso',
      intro:
        'El Chickenverso es donde los fans de Henhouse juegan, coleccionan artículos de edición limitada y comparten sus historias.',
      heading: 'Juega, colecciona, repite',
      text: 'Cada mes llegan retos nuevos y los miembros ganan recompensas extra por cada uno que completan. Revisa tus recompensas en',
      link: { label: 'Ofertas', path: '/offers' },
      listHeading: 'Este mes en el Chickenverso',
      items: [
        'La gran carrera de biscuits',
        'Noche de trivia: edición 1977',
        'Una gorra Henhouse de edición limitada',
      ],
      imageAlt: 'Una canasta de pollo frito bajo luces de sala de juegos',
    },
  },
  {
    slug: `welcometo${BRAND.slug}`,
    image: CONTENT_IMAGES.restaurantFront,
    en: {
      title: 'Welcome to Henhouse',
      intro:
        'New to Henhouse? We just opened our doors in Tennessee, Kentucky, West Virginia, Alabama and Maryland.',
      heading: 'Your first visit',
      text: 'Start with a Cajun Filet Biscuit and a Legendary Sweet Tea. Find the restaurant nearest you on',
      link: { label: 'our locations page', path: '/locations' },
      listHeading: 'Grand opening perks',
      items: [
        'A free Bo-Berry Biscuit with your first online order',
        'Double rewards points for 30 days',
        'Live music on opening weekend',
      ],
      imageAlt: 'A new Henhouse restaurant ready for its grand opening',
    },
    es: {
      title: 'Bienvenido a Henhouse',
      intro:
        '¿Es tu primera vez en Henhouse? Acabamos de abrir en Tennessee, Kentucky, Virginia Occidental, Alabama y Maryland.',
      heading: 'Tu primera visita',
      text: 'Empieza con un Cajun Filet Biscuit y un Legendary Sweet Tea. Encuentra el restaurante más cercano en',
      link: { label: 'nuestra página de restaurantes', path: '/locations' },
      listHeading: 'Regalos de inauguración',
      items: [
        'Un Bo-Berry Biscuit gratis con tu primer pedido en línea',
        'Puntos de recompensa dobles durante 30 días',
        'Música en vivo el fin de semana de apertura',
      ],
      imageAlt: 'Un nuevo restaurante Henhouse listo para su gran inauguración',
    },
  },
  {
    slug: 'bo-time-moments',
    image: CONTENT_IMAGES.communityTable,
    en: {
      title: 'Bo Time Moments',
      intro: 'Office lunches, tailgates, family reunions: the moments our catering crews help make happen.',
      heading: 'Feeding a crowd?',
      text: 'Party packs serve 10 to 20 guests and come with biscuits, sides and sweet tea by the gallon. Plan yours with',
      link: { label: 'Henhouse Catering', path: '/catering' },
      listHeading: 'Crowd favorites',
      items: ['Big Party Pack (serves 20)', 'Biscuit Breakfast Pack (serves 12)', 'Sweet tea by the gallon'],
      imageAlt: 'Friends gathered around a table full of catering boxes',
    },
    es: {
      title: 'Momentos Bo Time',
      intro:
        'Almuerzos de oficina, reuniones antes del partido, fiestas familiares: los momentos que nuestros equipos de catering hacen posibles.',
      heading: '¿Vas a alimentar a un grupo?',
      text: 'Los paquetes para fiestas sirven de 10 a 20 invitados e incluyen biscuits, guarniciones y té dulce por galón. Planea el tuyo con',
      link: { label: 'Henhouse Catering', path: '/catering' },
      listHeading: 'Los favoritos del público',
      items: ['Big Party Pack (para 20)', 'Biscuit Breakfast Pack (para 12)', 'Té dulce por galón'],
      imageAlt: 'Amigos reunidos alrededor de una mesa llena de cajas de catering',
    },
  },
  {
    slug: 'biscuit-month',
    image: CONTENT_IMAGES.biscuits,
    en: {
      title: 'Biscuit Month',
      intro: 'All September we celebrate the biscuit: a free Bo-Berry Biscuit with any combo ordered online.',
      heading: 'How to get your free biscuit',
      text: 'Add any combo to your cart and the Bo-Berry Biscuit is added for free at checkout. Start',
      link: { label: 'your order', path: '/order' },
      listHeading: 'The fine print',
      items: [
        'One free biscuit per order',
        'Online and app orders only',
        'At participating restaurants, while supplies last',
      ],
      imageAlt: 'A stack of Bo-Berry Biscuits dotted with blueberries',
    },
    es: {
      title: 'El Mes del Biscuit',
      intro:
        'Durante todo septiembre celebramos el biscuit: un Bo-Berry Biscuit gratis con cualquier combo pedido en línea.',
      heading: 'Cómo obtener tu biscuit gratis',
      text: 'Agrega cualquier combo a tu carrito y el Bo-Berry Biscuit se añade gratis al pagar. Empieza',
      link: { label: 'tu pedido', path: '/order' },
      listHeading: 'La letra pequeña',
      items: [
        'Un biscuit gratis por pedido',
        'Solo pedidos en línea y en la app',
        'En restaurantes participantes, hasta agotar existencias',
      ],
      imageAlt: 'Una pila de Bo-Berry Biscuits con arándanos',
    },
  },
  {
    slug: 'in-the-community',
    image: CONTENT_IMAGES.communityTable,
    en: {
      title: 'In the Community',
      intro: 'Every Henhouse restaurant adopts a school, a team or a food bank in its own town.',
      heading: 'Ask us to help',
      text: 'Restaurants sponsor fundraisers, donate biscuits for school events and send crews to volunteer. Larger grants come from the',
      link: { label: 'Henhouse Foundation', path: '/foundation' },
      listHeading: 'Ways we show up',
      items: [
        'Spirit nights that give 15% back to your school',
        'Food donations for nonprofit events',
        'Youth sports sponsorships',
      ],
      imageAlt: 'Neighbors and Henhouse crew members sharing a meal',
    },
    es: {
      title: 'En la comunidad',
      intro: 'Cada restaurante Henhouse adopta una escuela, un equipo o un banco de alimentos de su ciudad.',
      heading: 'Pídenos ayuda',
      text: 'Los restaurantes patrocinan recaudaciones de fondos, donan biscuits para eventos escolares y envían equipos de voluntarios. Las becas más grandes vienen de la',
      link: { label: 'Fundación Henhouse', path: '/foundation' },
      listHeading: 'Cómo participamos',
      items: [
        'Noches escolares que devuelven el 15 % a tu escuela',
        'Donaciones de comida para eventos sin fines de lucro',
        'Patrocinio de deportes juveniles',
      ],
      imageAlt: 'Vecinos y miembros del equipo Henhouse compartiendo una comida',
    },
  },
];
