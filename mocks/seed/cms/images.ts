import type { ImageAsset } from './rich-text';

/**
 * The pictures the seeded stories use: small local illustrations in public/images/content, rendered
 * from mocks/seed/pictures/content by scripts/render-seed-pictures.ts.
 */
export const CONTENT_IMAGES = {
  chickenBasket: { src: '/images/content/fried-chicken-basket.webp', width: 1200, height: 675 },
  biscuits: { src: '/images/content/biscuits.webp', width: 1200, height: 675 },
  communityTable: { src: '/images/content/community-table.webp', width: 1200, height: 675 },
  restaurantFront: { src: '/images/content/restaurant-front.webp', width: 1200, height: 675 },
} satisfies Record<string, ImageAsset>;
