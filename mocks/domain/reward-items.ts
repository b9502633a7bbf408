import type { ErrorMessage, Menu, OrderProductLine } from '../../src/api/generated/model';
import { findMenuProduct } from './menu-catalog';

/** Reward items (`members_only` products): a member's perk, never a guest's, never an order alone. */

export const REWARD_ITEM_CODES = {
  membersOnly: 'members_only',
  rewardItemsOnly: 'reward_items_only',
} as const;

export const membersOnlyMessage = (name: string): string =>
  `"${name}" is for rewards members. Sign in to add it to your order.`;

export const REWARD_ITEMS_ONLY_MESSAGE = 'Add an item that is not a reward to place your order.';

const isRewardLine = (menu: Menu | undefined, line: Pick<OrderProductLine, 'product_id'>): boolean =>
  menu !== undefined && findMenuProduct(menu, line.product_id)?.members_only === true;

/** The refusal of a reward item among `lines` for a visitor who is not signed in, if any. */
export function guestRewardItemError(
  menu: Menu | undefined,
  lines: readonly Pick<OrderProductLine, 'product_id' | 'name'>[],
): ErrorMessage | undefined {
  const reward = lines.find((line) => isRewardLine(menu, line));
  return reward && { message: membersOnlyMessage(reward.name), code: REWARD_ITEM_CODES.membersOnly };
}

/** The refusal of an order whose lines are all reward items: it would be placed for nothing. */
export function rewardItemsOnlyError(
  menu: Menu | undefined,
  lines: readonly Pick<OrderProductLine, 'product_id'>[],
): ErrorMessage | undefined {
  if (lines.length === 0 || !lines.every((line) => isRewardLine(menu, line))) return undefined;
  return { message: REWARD_ITEMS_ONLY_MESSAGE, code: REWARD_ITEM_CODES.rewardItemsOnly };
}
