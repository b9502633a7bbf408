import { CONTENT_IMAGES } from './images';
import type { PageSeed } from './page-copy';

/**
 * The pages the footer and the menus link to beside the route table (SPEC §2 "Other linked
 * paths"): the policies, gift cards, community relations, and the main site's catering landing.
 * Each is reached through the catch-all route, except `catering`, whose page adds the way to the
 * catering site.
 */
export const LINKED_PAGES: PageSeed[] = [
  {
    slug: 'terms-of-use',
    image: CONTENT_IMAGES.restaurantFront,
    en: {
      title: 'Terms of Use',
      intro: 'These terms apply when you use this website and order from it.',
      heading: 'Ordering online',
      text: 'Confirming an order fixes its restaurant, time and date. How refunds work is set out in our',
      link: { label: 'refund policy', path: '/refund' },
      listHeading: 'In short',
      items: [
        'Prices and availability are those of the restaurant you order from',
        'Offers and rewards follow their own conditions and may end at any time',
        'Your account is personal: keep your password to yourself',
      ],
      imageAlt: 'The front of a Henhouse restaurant',
      closing: 'Last updated January 15, 2026.',
    },
    es: {
      title: 'Términos de uso',
      intro: 'Estos términos se aplican cuando usas este sitio web y haces pedidos en él.',
      heading: 'Pedidos en línea',
      text: 'Al confirmar un pedido se fijan su restaurante, hora y fecha. Cómo funcionan los reembolsos se explica en nuestra',
      link: { label: 'política de reembolsos', path: '/refund' },
      listHeading: 'En resumen',
      items: [
        'Los precios y la disponibilidad son los del restaurante donde pides',
        'Las ofertas y recompensas tienen sus propias condiciones y pueden terminar en cualquier momento',
        'Tu cuenta es personal: no compartas tu contraseña',
      ],
      imageAlt: 'La fachada de un restaurante Henhouse',
      closing: 'Última actualización: 15 de enero de 2026.',
    },
  },
  {
    slug: 'privacy-policy',
    image: CONTENT_IMAGES.communityTable,
    en: {
      title: 'Privacy Policy',
      intro: 'What we collect when you order, why, and the choices you have.',
      heading: 'Your choices',
      text: 'You can change your e-mail and text preferences, or delete saved cards and addresses, in',
      link: { label: 'your account', path: '/account' },
      listHeading: 'What we collect',
      items: [
        'Your name, e-mail and phone, to prepare and hand off your order',
        'Your delivery address, only for delivery orders',
        'Card details are handled by our payment provider and never stored on this site',
      ],
      imageAlt: 'Friends sharing a meal at a long table',
      closing: 'Last updated January 15, 2026.',
    },
    es: {
      title: 'Política de privacidad',
      intro: 'Qué datos recopilamos cuando haces un pedido, para qué y qué opciones tienes.',
      heading: 'Tus opciones',
      text: 'Puedes cambiar tus preferencias de correo y mensajes de texto, o borrar tarjetas y direcciones guardadas, en',
      link: { label: 'tu cuenta', path: '/account' },
      listHeading: 'Qué recopilamos',
      items: [
        'Tu nombre, correo y teléfono, para preparar y entregar tu pedido',
        'Tu dirección de entrega, solo en pedidos a domicilio',
        'Los datos de tu tarjeta los maneja nuestro proveedor de pagos y nunca se guardan en este sitio',
      ],
      imageAlt: 'Amigos compartiendo una comida en una mesa larga',
      closing: 'Última actualización: 15 de enero de 2026.',
    },
  },
  {
    slug: 'gift',
    image: CONTENT_IMAGES.biscuits,
    en: {
      title: 'Gift Cards',
      intro: 'A Henhouse gift card fits every appetite, at every restaurant.',
      heading: 'Buy a gift card',
      text: 'Pick up a plastic gift card at any restaurant, or send one by e-mail with',
      link: { label: 'digital gifting', path: '/digital-gifting' },
      listHeading: 'Good to know',
      items: [
        'Gift cards never expire and carry no fees',
        'Load from $5 to $100 on each card',
        'Check your balance at any restaurant counter',
      ],
      imageAlt: 'Fresh biscuits on a wooden board',
    },
    es: {
      title: 'Tarjetas de regalo',
      intro: 'Una tarjeta de regalo de Henhouse sirve para todos los antojos, en todos los restaurantes.',
      heading: 'Compra una tarjeta de regalo',
      text: 'Consigue una tarjeta de regalo física en cualquier restaurante, o envía una por correo con',
      link: { label: 'regalos digitales', path: '/digital-gifting' },
      listHeading: 'Ten en cuenta',
      items: [
        'Las tarjetas de regalo no vencen ni tienen cargos',
        'Carga de $5 a $100 en cada tarjeta',
        'Consulta tu saldo en el mostrador de cualquier restaurante',
      ],
      imageAlt: 'Biscuits recién hechos sobre una tabla de madera',
    },
  },
  {
    slug: 'digital-gifting',
    image: CONTENT_IMAGES.chickenBasket,
    en: {
      title: 'Digital Gifting',
      intro: 'Send a meal by e-mail or text in a minute, for a birthday, a thank-you or no reason at all.',
      heading: 'How it works',
      text: 'Choose an amount, add a message and send it. Prefer a card in hand? See',
      link: { label: 'gift cards', path: '/gift' },
      listHeading: 'Your recipient can',
      items: [
        'Redeem the gift online or at any restaurant',
        'Add it to their account and order ahead',
        'Use it over several visits until it is spent',
      ],
      imageAlt: 'A basket of fried chicken',
    },
    es: {
      title: 'Regalos digitales',
      intro:
        'Regala una comida por correo o mensaje en un minuto, por un cumpleaños, para agradecer o porque sí.',
      heading: 'Cómo funciona',
      text: 'Elige un monto, agrega un mensaje y envíalo. ¿Prefieres una tarjeta física? Mira las',
      link: { label: 'tarjetas de regalo', path: '/gift' },
      listHeading: 'Quien lo recibe puede',
      items: [
        'Canjear el regalo en línea o en cualquier restaurante',
        'Agregarlo a su cuenta y pedir con anticipación',
        'Usarlo en varias visitas hasta agotarlo',
      ],
      imageAlt: 'Una canasta de pollo frito',
    },
  },
  {
    slug: 'community-relations',
    image: CONTENT_IMAGES.communityTable,
    en: {
      title: 'Community Relations',
      intro: 'Our restaurants support the schools, teams and food banks of their neighborhoods.',
      heading: 'Ask for support',
      text: 'Tell us about your school, team or cause and the restaurant nearest to you. Write to us through',
      link: { label: 'Contact Us', path: '/contact' },
      listHeading: 'We help with',
      items: [
        'Fundraising nights for schools and youth teams',
        'Food donations for local food banks and shelters',
        'Sponsorships of community events',
      ],
      imageAlt: 'Friends sharing a meal at a long table',
    },
    es: {
      title: 'Relaciones con la comunidad',
      intro:
        'Nuestros restaurantes apoyan a las escuelas, los equipos y los bancos de alimentos de sus barrios.',
      heading: 'Pide apoyo',
      text: 'Cuéntanos sobre tu escuela, equipo o causa y el restaurante más cercano. Escríbenos desde',
      link: { label: 'Contáctanos', path: '/contact' },
      listHeading: 'Ayudamos con',
      items: [
        'Noches de recaudación para escuelas y equipos juveniles',
        'Donaciones de comida para bancos de alimentos y refugios',
        'Patrocinios de eventos comunitarios',
      ],
      imageAlt: 'Amigos compartiendo una comida en una mesa larga',
    },
  },
  {
    slug: 'catering',
    image: CONTENT_IMAGES.chickenBasket,
    en: {
      title: 'Henhouse Catering',
      intro: 'Feed the office, the team or the family reunion: order trays and boxed meals a day ahead.',
      heading: 'Plan your event',
      text: 'Catering orders are picked up or delivered from a restaurant near your event. Find it on',
      link: { label: 'the locations page', path: '/locations' },
      listHeading: 'Why Henhouse Catering',
      items: [
        'Trays of chicken, biscuits and sides for 10 guests or more',
        'Delivery for orders of $150 or more',
        'Sweet tea by the gallon',
      ],
      imageAlt: 'A basket of fried chicken',
    },
    es: {
      title: 'Catering de Henhouse',
      intro:
        'Alimenta a la oficina, al equipo o a la reunión familiar: pide bandejas y comidas en caja con un día de anticipación.',
      heading: 'Planea tu evento',
      text: 'Los pedidos de catering se recogen o se entregan desde un restaurante cerca de tu evento. Encuéntralo en',
      link: { label: 'la página de restaurantes', path: '/locations' },
      listHeading: 'Por qué Catering de Henhouse',
      items: [
        'Bandejas de pollo, biscuits y acompañamientos para 10 personas o más',
        'Entrega a domicilio en pedidos de $150 o más',
        'Té dulce por galón',
      ],
      imageAlt: 'Una canasta de pollo frito',
    },
  },
];
