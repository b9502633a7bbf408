import type { MenuProduct, Order } from '../../src/api/generated/model';

/** What earlier steps learnt and later steps use (everything is discovered through the API). */
export interface WalkState {
  /** The signed-in member's access token and id. */
  token?: string;
  memberId?: number;
  /** The menu the walk orders from, and two products on it that need no choices. */
  menuId?: number;
  product?: MenuProduct;
  secondProduct?: MenuProduct;
  /** A ready time offered by `menus/{menuId}/times`. */
  slot?: string;
  /** The member's cart, walked from creation to submission. */
  order?: Order;
  /** A second, empty cart (for the errors of an open order). */
  emptyOrderId?: string;
  /** The cart after submission, and its confirmation number. */
  submitted?: Order;
  confirmation?: string;
  /** A cart made by reordering, later transferred and abandoned. */
  reorderedId?: string;
}

/** An order id no backend has. */
export const UNKNOWN_ID = 987_654_321;

/** An order id (a UUID) no backend has. */
export const UNKNOWN_ORDER_ID = '0b7e9f0e-2c1d-4f6a-8e3b-5a9c7d1e2f40';
