import { BRAND } from '../../../src/config/brand';
import { CONTENT_IMAGES } from './images';
import type { PageSeed } from './page-copy';

/**
 * One article below each section page whose route takes a slug (SPEC §2 `/about/{slug}`,
 * `/foundation/{slug?}`, `/franchising/{slug?}`, `/chickenverse/{slug?}`, `/welcometo{brand}/{slug?}`,
 * `/bo-time-moments/{slug?}`, and `/account/{slug}`, the account area's help pages; The Chicken
 * Scoop and News & Community have theirs beside their section pages): the CMS keeps them in the
 * section's folder.
 */
export const SECTION_ARTICLES: PageSeed[] = [
  {
    slug: 'account/rewards',
    image: CONTENT_IMAGES.biscuits,
    en: {
      title: 'How Henhouse Rewards works',
      intro:
        'Members earn 10 points for every dollar they spend online or in the app, and trade their points for rewards on the offers page.',
      heading: 'Earn, then choose your reward',
      text: 'Points appear on your account once an order is picked up or delivered. Rewards you can use today are waiting on',
      link: { label: 'your offers', path: '/offers' },
      listHeading: 'Good to know',
      items: [
        'A reward is applied to one order and used up when the order is placed',
        'Rewards are for members: sign in before you check out',
        'Points stay on your account for 12 months after you earn them',
      ],
      imageAlt: 'A tray of golden buttermilk biscuits fresh from the oven',
    },
    es: {
      title: 'Cómo funciona Henhouse Rewards',
      intro:
        'Los miembros ganan 10 puntos por cada dólar que gastan en línea o en la app, y cambian sus puntos por recompensas en la página de ofertas.',
      heading: 'Gana puntos y elige tu recompensa',
      text: 'Los puntos aparecen en tu cuenta cuando recoges o recibes tu pedido. Las recompensas que puedes usar hoy te esperan en',
      link: { label: 'tus ofertas', path: '/offers' },
      listHeading: 'Conviene saber',
      items: [
        'Una recompensa se aplica a un pedido y se usa al realizarlo',
        'Las recompensas son para miembros: inicia sesión antes de pagar',
        'Los puntos se quedan en tu cuenta 12 meses después de ganarlos',
      ],
      imageAlt: 'Una bandeja de biscuits de suero de leche dorados recién salidos del horno',
    },
  },
  {
    slug: 'about/legendary-sweet-tea',
    image: CONTENT_IMAGES.chickenBasket,
    en: {
      title: 'Our Legendary Sweet Tea',
      intro:
        'Since 1977 every Henhouse restaurant has brewed its sweet tea fresh, in small batches, from morning until close.',
      heading: 'Brewed, never from a syrup',
      text: 'Black tea steeps for eight minutes and is sweetened while still hot, so the sugar dissolves completely. Pour yourself a glass from',
      link: { label: 'our menu', path: '/menu' },
      listHeading: 'Ways to drink it',
      items: [
        'Sweet, the way it was first served',
        'Half and half with lemonade',
        'By the gallon for a crowd',
      ],
      imageAlt: 'A basket of fried chicken beside a tall glass of iced sweet tea',
    },
    es: {
      title: 'Nuestro Legendary Sweet Tea',
      intro:
        'Desde 1977 cada restaurante Henhouse prepara su té dulce fresco, en tandas pequeñas, desde la mañana hasta el cierre.',
      heading: 'Preparado, nunca de un jarabe',
      text: 'El té negro reposa ocho minutos y se endulza todavía caliente, para que el azúcar se disuelva por completo. Sírvete un vaso desde',
      link: { label: 'nuestro menú', path: '/menu' },
      listHeading: 'Cómo tomarlo',
      items: [
        'Dulce, como se sirvió por primera vez',
        'Mitad té y mitad limonada',
        'Por galón para un grupo',
      ],
      imageAlt: 'Una canasta de pollo frito junto a un vaso alto de té dulce helado',
    },
  },
  {
    slug: 'foundation/team-member-scholarships',
    image: CONTENT_IMAGES.communityTable,
    en: {
      title: '120 scholarships for Henhouse team members',
      intro:
        'This year the Henhouse Foundation awarded 120 college and trade-school scholarships of $2,500 to crew members and their children.',
      heading: 'Who can apply',
      text: 'Any team member who has worked at a Henhouse restaurant for six months can apply each spring. The scholarships are paid for by guests who',
      link: { label: 'round up their orders', path: '/foundation' },
      listHeading: 'This year’s scholars are studying',
      items: ['Nursing and health care', 'Culinary arts and hospitality', 'Welding and electrical trades'],
      imageAlt: 'Scholarship winners and their families sharing a celebration dinner',
      closing: 'Applications for next year open on March 1.',
    },
    es: {
      title: '120 becas para los miembros del equipo Henhouse',
      intro:
        'Este año la Fundación Henhouse otorgó 120 becas universitarias y de formación técnica de $2,500 a miembros del equipo y a sus hijos.',
      heading: 'Quién puede solicitarla',
      text: 'Cualquier miembro del equipo con seis meses de trabajo en un restaurante Henhouse puede presentar su solicitud cada primavera. Las becas las pagan los clientes que',
      link: { label: 'redondean sus pedidos', path: '/foundation' },
      listHeading: 'Los becados de este año estudian',
      items: ['Enfermería y salud', 'Artes culinarias y hotelería', 'Soldadura y electricidad'],
      imageAlt: 'Los ganadores de las becas y sus familias en una cena de celebración',
      closing: 'Las solicitudes para el próximo año abren el 1 de marzo.',
    },
  },
  {
    slug: 'franchising/opening-your-restaurant',
    image: CONTENT_IMAGES.restaurantFront,
    en: {
      title: 'From signed agreement to grand opening',
      intro:
        'Most franchise partners open their first Henhouse about 12 months after signing, with our team beside them at every step.',
      heading: 'Your first year with us',
      text: 'We help you pick the site, build the restaurant and hire your crew, then train everyone for eight weeks. Learn about the partnership on',
      link: { label: 'Own a Henhouse', path: '/franchising' },
      listHeading: 'The road to opening day',
      items: [
        'Site selection and lease approval',
        'Construction and kitchen installation',
        'Eight weeks of crew training in a working restaurant',
      ],
      imageAlt: 'A newly built Henhouse restaurant on the morning of its opening',
    },
    es: {
      title: 'De la firma del contrato a la gran inauguración',
      intro:
        'La mayoría de los socios franquiciados abren su primer Henhouse unos 12 meses después de firmar, con nuestro equipo a su lado en cada paso.',
      heading: 'Tu primer año con nosotros',
      text: 'Te ayudamos a elegir el local, construir el restaurante y contratar a tu equipo, y luego capacitamos a todos durante ocho semanas. Conoce la alianza en',
      link: { label: 'Ten tu propio Henhouse', path: '/franchising' },
      listHeading: 'El camino al día de la apertura',
      items: [
        'Selección del local y aprobación del contrato de arrendamiento',
        'Construcción e instalación de la cocina',
        'Ocho semanas de capacitación del equipo en un restaurante en funcionamiento',
      ],
      imageAlt: 'Un restaurante Henhouse recién construido la mañana de su apertura',
    },
  },
  {
    slug: 'chickenverse/great-biscuit-race',
    image: CONTENT_IMAGES.biscuits,
    en: {
      title: 'The Great Biscuit Race',
      intro: 'Race a runaway Bo-Berry Biscuit through ten kitchens in this month’s Chickenverse challenge.',
      heading: 'How to play',
      text: 'Finish all ten kitchens before the end of the month to unlock a bonus reward. Find it afterwards in',
      link: { label: 'your offers', path: '/offers' },
      listHeading: 'Race rewards',
      items: [
        'Five kitchens: a free Legendary Sweet Tea',
        'Ten kitchens: a free Bo-Berry Biscuit',
        'Top 100 times: a limited-run Henhouse trucker hat',
      ],
      imageAlt: 'A stack of biscuits at the finish line of a cartoon race track',
    },
    es: {
      title: 'La gran carrera de biscuits',
      intro:
        'Persigue un Bo-Berry Biscuit fugitivo por diez cocinas en el reto de este mes del Chickenverso.',
      heading: 'Cómo jugar',
      text: 'Termina las diez cocinas antes de fin de mes para desbloquear una recompensa extra. Encuéntrala después en',
      link: { label: 'tus ofertas', path: '/offers' },
      listHeading: 'Premios de la carrera',
      items: [
        'Cinco cocinas: un Legendary Sweet Tea gratis',
        'Diez cocinas: un Bo-Berry Biscuit gratis',
        'Los 100 mejores tiempos: una gorra Henhouse de edición limitada',
      ],
      imageAlt: 'Una pila de biscuits en la meta de una pista de carreras animada',
    },
  },
  {
    slug: `welcometo${BRAND.slug}/alabama`,
    image: CONTENT_IMAGES.restaurantFront,
    en: {
      title: 'Welcome to Henhouse, Alabama',
      intro:
        'Our first Alabama restaurants are open in Huntsville, Birmingham and Montgomery, with Mobile coming this spring.',
      heading: 'Opening week in Alabama',
      text: 'Every new restaurant hands out free biscuits for a year to its first 100 guests. Find the one nearest you on',
      link: { label: 'our locations page', path: '/locations' },
      listHeading: 'Now open',
      items: ['Huntsville – Research Park', 'Birmingham – Five Points South', 'Montgomery – Eastchase'],
      imageAlt: 'Guests lined up outside a new Henhouse restaurant in Alabama',
    },
    es: {
      title: 'Bienvenido a Henhouse, Alabama',
      intro:
        'Nuestros primeros restaurantes de Alabama ya abrieron en Huntsville, Birmingham y Montgomery, y Mobile llega esta primavera.',
      heading: 'La semana de apertura en Alabama',
      text: 'Cada restaurante nuevo regala biscuits durante un año a sus primeros 100 clientes. Encuentra el más cercano en',
      link: { label: 'nuestra página de restaurantes', path: '/locations' },
      listHeading: 'Ya abiertos',
      items: ['Huntsville – Research Park', 'Birmingham – Five Points South', 'Montgomery – Eastchase'],
      imageAlt: 'Clientes haciendo fila frente a un nuevo restaurante Henhouse en Alabama',
    },
  },
  {
    slug: 'bo-time-moments/tailgate-season',
    image: CONTENT_IMAGES.chickenBasket,
    en: {
      title: 'Tailgate season, catered',
      intro: 'From the first kickoff to the last bowl game, a Big Party Pack feeds the whole parking lot.',
      heading: 'Order ahead for game day',
      text: 'Catering orders are ready as early as 10:30 a.m. when you order a day ahead. Plan your spread with',
      link: { label: 'Henhouse Catering', path: '/catering' },
      listHeading: 'A tailgate for 20',
      items: [
        'One Big Party Pack of bone-in chicken',
        'Two gallons of Legendary Sweet Tea',
        'A dozen Bo-Berry Biscuits for halftime',
      ],
      imageAlt: 'A basket of fried chicken on a tailgate before the game',
    },
    es: {
      title: 'Temporada de tailgate, con catering',
      intro:
        'Desde el primer saque inicial hasta el último partido de tazón, un Big Party Pack alimenta a todo el estacionamiento.',
      heading: 'Pide con anticipación para el día del partido',
      text: 'Los pedidos de catering están listos desde las 10:30 a. m. si pides con un día de anticipación. Planea tu banquete con',
      link: { label: 'Henhouse Catering', path: '/catering' },
      listHeading: 'Un tailgate para 20',
      items: [
        'Un Big Party Pack de pollo con hueso',
        'Dos galones de Legendary Sweet Tea',
        'Una docena de Bo-Berry Biscuits para el medio tiempo',
      ],
      imageAlt: 'Una canasta de pollo frito sobre la puerta de una camioneta antes del partido',
    },
  },
];
