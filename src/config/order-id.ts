/** Order ids are UUIDs (the contract's `OrderId`): anything else in a link names no order. */
const ORDER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isOrderId = (value: string | null | undefined): value is string => ORDER_ID.test(value ?? '');
