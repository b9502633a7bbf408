import type { MenuProduct } from '../api/generated/model';
import { MENU_IMAGE_GROUP } from '../config/menus';

/** A product's menu picture (SPEC §3 group 'mobile-webapp-menu'), else its first image. */
export function menuProductImage(product: Pick<MenuProduct, 'images'>): string | undefined {
  const images = product.images ?? [];
  return (images.find((image) => image.groupname === MENU_IMAGE_GROUP) ?? images[0])?.filename;
}
