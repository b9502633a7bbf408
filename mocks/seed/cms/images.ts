import type { ImageAsset } from './rich-text';

/** The pictures the seeded stories use: small local illustrations in public/images/content. */
export const CONTENT_IMAGES = {
  chickenBasket: { src: '/images/content/fried-chicken-basket.svg', width: 1200, height: 675 },
  biscuits: { src: '/images/content/biscuits.svg', width: 1200, height: 675 },
  communityTable: { src: '/images/content/community-table.svg', width: 1200, height: 675 },
  restaurantFront: { src: '/images/content/restaurant-front.svg', width: 1200, height: 675 },
} satisfies Record<string, ImageAsset>;
