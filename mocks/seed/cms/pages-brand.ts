import { CONTENT_IMAGES } from './images';
import type { PageSeed } from './page-copy';

/** The chain's own story: about, its blog (The Chicken Scoop), foundation, franchising, news. */
export const BRAND_PAGES: PageSeed[] = [
  {
    slug: 'about',
    image: CONTENT_IMAGES.chickenBasket,
    en: {
      title: 'About Henhouse',
      intro:
        'Henhouse started in 1977 with one kitchen in Charlotte, North Carolina, a family recipe for Cajun-seasoned chicken and biscuits rolled out by hand every 20 minutes.',
      heading: 'Made from scratch, every day',
      text: 'We still marinate our chicken for hours, bread it by hand in small batches and bake biscuits all day long. Read the stories behind the food in',
      link: { label: 'The Chicken Scoop', path: '/about/chicken-scoop' },
      listHeading: 'What we will not compromise on',
      items: [
        'Fresh, never-frozen chicken, hand-breaded in every restaurant',
        'Buttermilk biscuits made from scratch every 20 minutes',
        'Legendary Sweet Tea brewed fresh throughout the day',
      ],
      imageAlt: 'A basket of golden fried chicken beside a buttermilk biscuit',
      closing: 'Today more than 50 Henhouse restaurants across the Southeast serve the same recipes.',
    },
    es: {
      title: 'Sobre Henhouse',
      intro:
        'Henhouse nació en 1977 con una sola cocina en Charlotte, Carolina del Norte, una receta familiar de pollo sazonado al estilo cajún y biscuits amasados a mano cada 20 minutos.',
      heading: 'Hecho desde cero, todos los días',
      text: 'Seguimos marinando el pollo durante horas, empanizándolo a mano en tandas pequeñas y horneando biscuits todo el día. Lee las historias detrás de la comida en',
      link: { label: 'The Chicken Scoop', path: '/about/chicken-scoop' },
      listHeading: 'Lo que nunca negociamos',
      items: [
        'Pollo fresco, nunca congelado, empanizado a mano en cada restaurante',
        'Biscuits de suero de leche hechos desde cero cada 20 minutos',
        'Legendary Sweet Tea preparado fresco durante todo el día',
      ],
      imageAlt: 'Una canasta de pollo frito dorado junto a un biscuit de suero de leche',
      closing: 'Hoy más de 50 restaurantes Henhouse en el sureste sirven las mismas recetas.',
    },
  },
  {
    slug: 'about/chicken-scoop',
    image: CONTENT_IMAGES.biscuits,
    en: {
      title: 'The Chicken Scoop',
      intro: 'Stories from our kitchens, our crews and the towns we serve.',
      heading: 'Latest story',
      text: 'Ever wondered why our biscuits are always warm? Read',
      link: {
        label: 'How we bake biscuits every 20 minutes',
        path: '/about/chicken-scoop/biscuits-every-20-minutes',
      },
      listHeading: 'In The Chicken Scoop',
      items: ['Behind the recipes', 'Meet our crews', 'New restaurants opening near you'],
      imageAlt: 'Three fresh biscuits cooling on a wooden board',
    },
    es: {
      title: 'El Chicken Scoop: historias de Henhouse',
      intro: 'Historias de nuestras cocinas, nuestros equipos y los pueblos a los que servimos.',
      heading: 'La historia más reciente',
      text: '¿Te has preguntado por qué nuestros biscuits siempre están calientes? Lee',
      link: {
        label: 'Así horneamos biscuits cada 20 minutos',
        path: '/about/chicken-scoop/biscuits-every-20-minutes',
      },
      listHeading: 'En The Chicken Scoop',
      items: ['Detrás de las recetas', 'Conoce a nuestros equipos', 'Nuevos restaurantes cerca de ti'],
      imageAlt: 'Tres biscuits recién hechos enfriándose sobre una tabla de madera',
    },
  },
  {
    slug: 'about/chicken-scoop/biscuits-every-20-minutes',
    image: CONTENT_IMAGES.biscuits,
    en: {
      title: 'How we bake biscuits every 20 minutes',
      intro:
        'Every Henhouse kitchen has a biscuit maker whose whole shift is flour, buttermilk and a timer that rings every 20 minutes.',
      heading: 'Eighteen steps, no shortcuts',
      text: 'The dough is mixed, folded and cut by hand, then baked until the tops turn golden. Taste one with a Cajun filet: find it on',
      link: { label: 'our menu', path: '/menu' },
      listHeading: 'What goes into a Henhouse biscuit',
      items: [
        'Soft winter-wheat flour',
        'Real buttermilk',
        'A brush of melted butter straight from the oven',
      ],
      imageAlt: 'Biscuits fresh from the oven on a baking tray',
      closing: 'A biscuit that has waited more than 20 minutes never reaches your tray.',
    },
    es: {
      title: 'Así horneamos biscuits cada 20 minutos',
      intro:
        'Cada cocina Henhouse tiene un panadero de biscuits cuyo turno entero es harina, suero de leche y un reloj que suena cada 20 minutos.',
      heading: 'Dieciocho pasos, sin atajos',
      text: 'La masa se mezcla, se dobla y se corta a mano, y se hornea hasta que la superficie queda dorada. Pruébalo con un filete cajún: búscalo en',
      link: { label: 'nuestro menú', path: '/menu' },
      listHeading: 'Lo que lleva un biscuit Henhouse',
      items: [
        'Harina suave de trigo de invierno',
        'Suero de leche de verdad',
        'Una capa de mantequilla derretida al salir del horno',
      ],
      imageAlt: 'Biscuits recién salidos del horno en una bandeja',
      closing: 'Un biscuit que espera más de 20 minutos nunca llega a tu bandeja.',
    },
  },
  {
    slug: 'foundation',
    image: CONTENT_IMAGES.communityTable,
    en: {
      title: 'Henhouse Foundation',
      intro:
        'The Henhouse Foundation fights hunger and supports literacy in the communities where our crews live and work.',
      heading: 'Round up for your neighbors',
      text: 'Round your order up to the next dollar at checkout and every cent goes to local food banks. See what your change has done in',
      link: { label: 'News & Community', path: '/news-and-community' },
      listHeading: 'Where the money goes',
      items: [
        'Meals for local food banks',
        'Books for elementary school libraries',
        'Scholarships for Henhouse team members',
      ],
      imageAlt: 'Neighbors sharing a meal around a long table',
    },
    es: {
      title: 'Fundación Henhouse',
      intro:
        'La Fundación Henhouse combate el hambre y apoya la alfabetización en las comunidades donde viven y trabajan nuestros equipos.',
      heading: 'Redondea por tus vecinos',
      text: 'Redondea tu pedido al siguiente dólar al pagar y cada centavo va a los bancos de alimentos locales. Descubre lo que ha logrado tu cambio en',
      link: { label: 'Noticias y comunidad', path: '/news-and-community' },
      listHeading: 'A dónde va el dinero',
      items: [
        'Comidas para bancos de alimentos locales',
        'Libros para bibliotecas de escuelas primarias',
        'Becas para los miembros del equipo Henhouse',
      ],
      imageAlt: 'Vecinos compartiendo una comida alrededor de una mesa larga',
    },
  },
  {
    slug: 'franchising',
    image: CONTENT_IMAGES.restaurantFront,
    en: {
      title: 'Own a Henhouse',
      intro:
        'We are bringing Henhouse to new towns with franchise partners who know their communities and love great food.',
      heading: 'Grow with a proven recipe',
      text: 'Our partners get site selection, training and marketing support from day one. See the markets we opened most recently on',
      link: { label: 'Welcome to Henhouse', path: '/welcometohenhouse' },
      listHeading: 'What we look for in a partner',
      items: [
        'Experience running restaurants or retail businesses',
        'Liquid capital of at least $750,000',
        'A plan to open three or more restaurants',
      ],
      imageAlt: 'The front of a Henhouse restaurant with its red awning',
    },
    es: {
      title: 'Ten tu propio Henhouse',
      intro:
        'Llevamos Henhouse a nuevas ciudades con socios franquiciados que conocen sus comunidades y aman la buena comida.',
      heading: 'Crece con una receta probada',
      text: 'Nuestros socios reciben apoyo en la selección del local, la capacitación y el marketing desde el primer día. Mira los mercados que abrimos recientemente en',
      link: { label: 'Bienvenido a Henhouse', path: '/welcometohenhouse' },
      listHeading: 'Lo que buscamos en un socio',
      items: [
        'Experiencia administrando restaurantes o comercios',
        'Capital líquido de al menos $750,000',
        'Un plan para abrir tres o más restaurantes',
      ],
      imageAlt: 'La fachada de un restaurante Henhouse con su toldo rojo',
    },
  },
  {
    slug: 'news-and-community',
    image: CONTENT_IMAGES.communityTable,
    en: {
      title: 'News & Community',
      intro: 'What Henhouse restaurants and crews are up to in your town.',
      heading: 'Top story',
      text: 'This spring our crews volunteered more than 3,000 hours. Read',
      link: {
        label: 'Our crews packed 40,000 meals for local food banks',
        path: '/news-and-community/40000-meals-for-food-banks',
      },
      listHeading: 'Recent news',
      items: [
        'Henhouse opens its first restaurants in Alabama',
        'Biscuit Month returns in September',
        'Foundation awards 120 scholarships',
      ],
      imageAlt: 'Henhouse crew members serving food at a community event',
    },
    es: {
      title: 'Noticias y comunidad',
      intro: 'Lo que hacen los restaurantes y equipos Henhouse en tu ciudad.',
      heading: 'Noticia destacada',
      text: 'Esta primavera nuestros equipos hicieron más de 3,000 horas de voluntariado. Lee',
      link: {
        label: 'Nuestros equipos empacaron 40,000 comidas para bancos de alimentos',
        path: '/news-and-community/40000-meals-for-food-banks',
      },
      listHeading: 'Noticias recientes',
      items: [
        'Henhouse abre sus primeros restaurantes en Alabama',
        'El Mes del Biscuit vuelve en septiembre',
        'La Fundación otorga 120 becas',
      ],
      imageAlt: 'Miembros del equipo Henhouse sirviendo comida en un evento comunitario',
    },
  },
  {
    slug: 'news-and-community/40000-meals-for-food-banks',
    image: CONTENT_IMAGES.communityTable,
    en: {
      title: 'Our crews packed 40,000 meals for local food banks',
      intro:
        'Over four Saturdays in April, 600 Henhouse team members packed 40,000 meals with food banks in five states.',
      heading: 'Round Up made it possible',
      text: 'Guests who rounded up their orders paid for every meal. Learn how Round Up works at the',
      link: { label: 'Henhouse Foundation', path: '/foundation' },
      listHeading: 'The drive in numbers',
      items: ['40,000 meals packed', '600 volunteers from 48 restaurants', '12 partner food banks'],
      imageAlt: 'Volunteers packing meals around a table',
    },
    es: {
      title: 'Nuestros equipos empacaron 40,000 comidas para bancos de alimentos',
      intro:
        'Durante cuatro sábados de abril, 600 miembros del equipo Henhouse empacaron 40,000 comidas con bancos de alimentos de cinco estados.',
      heading: 'Redondear lo hizo posible',
      text: 'Los clientes que redondearon sus pedidos pagaron cada comida. Descubre cómo funciona el redondeo en la',
      link: { label: 'Fundación Henhouse', path: '/foundation' },
      listHeading: 'La campaña en cifras',
      items: [
        '40,000 comidas empacadas',
        '600 voluntarios de 48 restaurantes',
        '12 bancos de alimentos aliados',
      ],
      imageAlt: 'Voluntarios empacando comidas alrededor de una mesa',
    },
  },
];
