import type { Location, Menu, MenuProduct, MenuTimes } from '../../src/api/generated/model';
import type { WalkSession } from './walk-session';
import { UNKNOWN_ID, type WalkState } from './walk-state';

/** Finding a location, its menu, a product and a ready time. */

/** A product the walk can add without choices and order at any scheduled time. */
const isPlainProduct = (product: MenuProduct): boolean =>
  product.availability.now &&
  !product.name.includes('10:30') &&
  !(product.optiongroups ?? []).some((group) => group.mandatory || (group.min_selects ?? 0) > 0);

/** An afternoon slot of a later day (not today, so that it does not pass while the walk runs). */
function pickSlot(times: MenuTimes): string | undefined {
  const [, ...laterDays] = times.days;
  const candidates = [...laterDays, ...times.days].flatMap((day) =>
    day.slots.filter((slot) => slot.available),
  );
  return (candidates.find((slot) => slot.label?.includes('PM')) ?? candidates[0])?.time;
}

export async function walkLocations(session: WalkSession, state: WalkState): Promise<void> {
  const { locationId, searchText, deliveryAddress } = session.settings;
  await session.succeed('listLocations', 'list every location');
  await session.succeed('searchLocations', 'search near a zip code', { query: { q: searchText } });
  await session.fail('searchLocations', 'a search without a place', {});
  await session.succeed('findDeliveryLocations', 'locations delivering to an address', {
    body: deliveryAddress,
  });
  await session.fail('findDeliveryLocations', 'an address without street and zip', {
    body: { city: 'Charlotte' },
  });

  const location = await session.succeed<Location>('getLocation', 'the chosen location', {
    params: { id: locationId },
  });
  state.menuId = location.data?.menu_id ?? session.settings.menuId;
  await session.succeed('getLocation', 'the location serving a menu', {
    params: { id: state.menuId },
    query: { byMenuId: true },
  });
  await session.fail('getLocation', 'an unknown location', { params: { id: UNKNOWN_ID } });
}

export async function walkMenu(session: WalkSession, state: WalkState): Promise<void> {
  const menuId = state.menuId ?? session.settings.menuId;
  const menu = await session.succeed<Menu>('getMenu', "the location's menu", { params: { menuId } });
  await session.fail('getMenu', 'an unknown menu', { params: { menuId: UNKNOWN_ID } });
  const plain = (menu.data?.categories ?? []).flatMap((category) => category.products).filter(isPlainProduct);
  [state.product, state.secondProduct] = plain;

  if (state.product) {
    await session.succeed('getMenuProduct', 'a product of the menu', {
      params: { menuId, id: state.product.id },
    });
  } else session.skip('getMenuProduct', 'the menu has no product without choices');
  await session.fail('getMenuProduct', 'an unknown product', { params: { menuId, id: UNKNOWN_ID } });

  const times = await session.succeed<MenuTimes>('getMenuTimes', 'ready times of the next days', {
    params: { menuId },
  });
  state.slot = times.data && pickSlot(times.data);
  await session.fail('getMenuTimes', 'a date that is not YYYY-MM-DD', {
    params: { menuId },
    query: { from: 'next-tuesday' },
  });
}
