import { CONTENT_IMAGES } from './images';
import type { PageSeed } from './page-copy';

/** Press, policies and help pages; `faq` has no route of its own and is reached through the catch-all. */
export const HELP_PAGES: PageSeed[] = [
  {
    slug: 'media-resources',
    image: CONTENT_IMAGES.restaurantFront,
    en: {
      title: 'Media Resources',
      intro: 'Logos, photography and fact sheets for journalists writing about Henhouse.',
      heading: 'Press contact',
      text: 'For interviews and press questions, write to press@henhouse.example. Company background is on',
      link: { label: 'About Henhouse', path: '/about' },
      listHeading: 'In the press kit',
      items: [
        'Logo files in color and one-color versions',
        'Restaurant and food photography',
        'A fact sheet with our history and locations',
      ],
      imageAlt: 'The front of a Henhouse restaurant',
    },
    es: {
      title: 'Recursos para medios',
      intro: 'Logotipos, fotografías y fichas informativas para periodistas que escriben sobre Henhouse.',
      heading: 'Contacto de prensa',
      text: 'Para entrevistas y consultas de prensa, escribe a press@henhouse.example. La historia de la empresa está en',
      link: { label: 'Sobre Henhouse', path: '/about' },
      listHeading: 'En el kit de prensa',
      items: [
        'Archivos del logotipo a color y a una tinta',
        'Fotografías de restaurantes y de comida',
        'Una ficha con nuestra historia y restaurantes',
      ],
      imageAlt: 'La fachada de un restaurante Henhouse',
    },
  },
  {
    slug: 'refund',
    image: CONTENT_IMAGES.chickenBasket,
    en: {
      title: 'Refund Policy',
      intro: 'If something is wrong with your order, tell us and we will make it right.',
      heading: 'Asking for a refund',
      text: 'Contact the restaurant that made your order within 24 hours, or reach us through',
      link: { label: 'Contact Us', path: '/contact' },
      listHeading: 'Good to know',
      items: [
        'Missing or incorrect items are refunded to your original payment',
        'Confirming an order fixes its location, time and date',
        'Refunds for an order placed at the wrong location or time are at the restaurant’s discretion',
      ],
      imageAlt: 'A basket of fried chicken',
    },
    es: {
      title: 'Política de reembolsos',
      intro: 'Si algo no está bien con tu pedido, avísanos y lo solucionamos.',
      heading: 'Cómo pedir un reembolso',
      text: 'Comunícate con el restaurante que preparó tu pedido dentro de las 24 horas, o escríbenos desde',
      link: { label: 'Contáctanos', path: '/contact' },
      listHeading: 'Ten en cuenta',
      items: [
        'Los artículos faltantes o incorrectos se reembolsan a tu forma de pago original',
        'Al confirmar un pedido se fijan su restaurante, hora y fecha',
        'Los reembolsos de pedidos hechos en el restaurante o la hora equivocados quedan a criterio del restaurante',
      ],
      imageAlt: 'Una canasta de pollo frito',
    },
  },
  {
    slug: 'technical-support',
    image: CONTENT_IMAGES.restaurantFront,
    en: {
      title: 'Technical Support',
      intro: 'Trouble signing in, paying or placing an order online? Most problems are solved in a minute.',
      heading: 'Before you contact us',
      text: 'Sign out and sign in again, then try your order once more. You can reset your password from',
      link: { label: 'the sign-in page', path: '/account/login' },
      listHeading: 'Quick fixes',
      items: [
        'Update your browser to its latest version',
        'Allow cookies for this site',
        'Check that your card’s billing zip code matches',
      ],
      imageAlt: 'The front of a Henhouse restaurant',
    },
    es: {
      title: 'Soporte técnico',
      intro:
        '¿Problemas para iniciar sesión, pagar o hacer un pedido en línea? La mayoría se resuelve en un minuto.',
      heading: 'Antes de contactarnos',
      text: 'Cierra sesión, vuelve a iniciarla e intenta tu pedido otra vez. Puedes restablecer tu contraseña desde',
      link: { label: 'la página de inicio de sesión', path: '/account/login' },
      listHeading: 'Soluciones rápidas',
      items: [
        'Actualiza tu navegador a su última versión',
        'Permite las cookies de este sitio',
        'Verifica que el código postal de facturación de tu tarjeta coincida',
      ],
      imageAlt: 'La fachada de un restaurante Henhouse',
    },
  },
  {
    slug: 'faq',
    image: CONTENT_IMAGES.biscuits,
    en: {
      title: 'Frequently Asked Questions',
      intro: 'Answers to the questions our guests ask most.',
      heading: 'Ordering online',
      text: 'You can order ahead for pickup, curbside or delivery at most restaurants. Choose yours on',
      link: { label: 'the locations page', path: '/locations' },
      listHeading: 'Popular questions',
      items: [
        'When do you serve bone-in chicken? Every day from 10:30 a.m.',
        'Is breakfast served all day? Our biscuits are, at every restaurant.',
        'Can I order catering online? Yes, a day ahead, for 10 guests or more.',
      ],
      imageAlt: 'Fresh biscuits on a wooden board',
    },
    es: {
      title: 'Preguntas frecuentes',
      intro: 'Respuestas a las preguntas que más nos hacen nuestros clientes.',
      heading: 'Pedidos en línea',
      text: 'Puedes pedir con anticipación para recoger, para entrega en el auto o a domicilio en la mayoría de los restaurantes. Elige el tuyo en',
      link: { label: 'la página de restaurantes', path: '/locations' },
      listHeading: 'Preguntas populares',
      items: [
        '¿Cuándo sirven pollo con hueso? Todos los días desde las 10:30 a. m.',
        '¿Sirven desayuno todo el día? Nuestros biscuits sí, en todos los restaurantes.',
        '¿Puedo pedir catering en línea? Sí, con un día de anticipación y para 10 personas o más.',
      ],
      imageAlt: 'Biscuits recién hechos sobre una tabla de madera',
    },
  },
];
