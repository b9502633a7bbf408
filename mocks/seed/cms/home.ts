import { CONTENT_IMAGES } from './images';
import { bold, bulletList, doc, heading, image, paragraph, storyLink, type RichTextJson } from './rich-text';

/** The home page's content in one language: the hero, its call to action, the sections below. */
const homeContent = (copy: {
  heroHeading: string;
  heroText: string;
  ctaLabel: string;
  body: RichTextJson;
}): Record<string, unknown> => ({
  _uid: 'home-0001',
  component: 'home',
  hero_heading: copy.heroHeading,
  hero_text: copy.heroText,
  cta_label: copy.ctaLabel,
  cta_link: { linktype: 'url', url: '/order', cached_url: '/order', fieldtype: 'multilink' },
  seo: { description: copy.heroText, og_image: CONTENT_IMAGES.chickenBasket.src },
  body: copy.body,
});

export const HOME_CONTENT = {
  en: homeContent({
    heroHeading: 'Order fried chicken online',
    heroText:
      'Hand-breaded chicken, scratch-made biscuits and fresh sweet tea, ready when you are. Order ahead for pickup, curbside or delivery.',
    ctaLabel: 'Order Now',
    body: doc(
      heading(2, 'Made from scratch since 1977'),
      paragraph(
        'Our biscuits come out of the oven every 20 minutes and our chicken is breaded by hand. ',
        storyLink('Read our story', '/about'),
        '.',
      ),
      image(CONTENT_IMAGES.chickenBasket, 'A basket of golden fried chicken beside a buttermilk biscuit'),
      heading(2, 'Guest favorites'),
      bulletList('Cajun Filet Biscuit', 'Chicken Supremes with Bo-Sauce', 'Legendary Sweet Tea'),
      heading(2, 'Feeding a crowd?'),
      paragraph(
        bold('Party packs for 10 to 20 guests'),
        ', ordered a day ahead. ',
        storyLink('See Bo Time Moments', '/bo-time-moments'),
        '.',
      ),
    ),
  }),
  es: homeContent({
    heroHeading: 'Ordena pollo frito en línea',
    heroText:
      'Pollo empanizado a mano, biscuits hechos desde cero y té dulce recién preparado, listos cuando tú lo estés. Pide con anticipación para recoger, para entrega en el auto o a domicilio.',
    ctaLabel: 'Ordena ahora',
    body: doc(
      heading(2, 'Hecho desde cero desde 1977'),
      paragraph(
        'Nuestros biscuits salen del horno cada 20 minutos y nuestro pollo se empaniza a mano. ',
        storyLink('Conoce nuestra historia', '/about'),
        '.',
      ),
      image(
        CONTENT_IMAGES.chickenBasket,
        'Una canasta de pollo frito dorado junto a un biscuit de suero de leche',
      ),
      heading(2, 'Los favoritos de nuestros clientes'),
      bulletList('Cajun Filet Biscuit', 'Chicken Supremes con Bo-Sauce', 'Legendary Sweet Tea'),
      heading(2, '¿Vas a alimentar a un grupo?'),
      paragraph(
        bold('Paquetes para fiestas de 10 a 20 invitados'),
        ', con un día de anticipación. ',
        storyLink('Mira los Momentos Bo Time', '/bo-time-moments'),
        '.',
      ),
    ),
  }),
};
