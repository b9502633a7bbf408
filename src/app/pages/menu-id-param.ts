/**
 * A menu id in an address (`/menu/{mid}`, `/menu/product?mid=`): a positive whole number. Anything
 * else is undefined, which fails the page's validity check (the 404 page).
 */
export const toMenuId = (text: string): number | undefined =>
  /^\d+$/.test(text) && Number(text) > 0 ? Number(text) : undefined;
