import type { ChosenLocation } from '../stores';

/** The menu an order at this location uses: its catering menu in the catering channel, when it has one. */
export function orderMenuId(
  location: Pick<ChosenLocation, 'menu_id' | 'catering_menu_id'>,
  channel: 'default' | 'catering',
): number {
  return channel === 'catering' && location.catering_menu_id ? location.catering_menu_id : location.menu_id;
}
