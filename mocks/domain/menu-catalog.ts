import type { Location, Menu, MenuProduct, OptionChoice, OptionGroup } from '../../src/api/generated/model';

/** Reading a menu: its products, a product by id or sku, and the location that serves it. */

export const menuProducts = (menu: Menu): MenuProduct[] =>
  menu.categories.flatMap((category) => category.products);

export const findMenuProduct = (menu: Menu, productId: number): MenuProduct | undefined =>
  menuProducts(menu).find((product) => product.id === productId);

export const findMenuProductBySku = (menu: Menu, sku: string): MenuProduct | undefined =>
  menuProducts(menu).find((product) => product.sku === sku);

/** A menu belongs to the location whose default or catering menu it is (else to `menu.location_id`). */
export const servesMenu = (location: Location, menuId: number): boolean =>
  location.menu_id === menuId || location.catering_menu_id === menuId;

export const isCateringMenu = (menu: Menu, location: Location | undefined): boolean =>
  menu.channel === 'catering' || location?.catering_menu_id === menu.id;

/** An option of a product's tree with the description of the group that holds it. */
export interface OptionInTree {
  option: OptionChoice;
  group: OptionGroup;
}

/** Every option of a product, nested ones included, in menu order. */
export function optionsInTree(groups: readonly OptionGroup[] | undefined): OptionInTree[] {
  return (groups ?? []).flatMap((group) =>
    group.options.flatMap((option) => [{ option, group }, ...optionsInTree(option.optiongroups)]),
  );
}

/** The image shown for a product on an order line: the mobile menu image, else the first one. */
export const productImage = (product: MenuProduct): string | null =>
  (product.images?.find((image) => image.groupname === 'mobile-webapp-menu') ?? product.images?.[0])
    ?.filename ?? null;

/** Products whose name holds the 10:30 daypart cutoff are orderable from 10:30 local time (SPEC §2). */
export const DAYPART_CUTOFF = '10:30';
export const DAYPART_CUTOFF_MINUTES = 10 * 60 + 30;
export const isAfterCutoffProduct = (name: string): boolean => name.includes(DAYPART_CUTOFF);
