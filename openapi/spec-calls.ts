/**
 * Every server call listed in SPEC §7, as method and path, with the operationId the contract gives it,
 * and the engagement stand-in's calls (see the end of the list).
 * `openapi/spec-calls.test.ts` holds this table to SPEC §7's own list and to the contract.
 */
export interface SpecCall {
  method: 'get' | 'post' | 'put' | 'delete';
  path: string;
  operationId: string;
  tag: string;
}

const call = (method: SpecCall['method'], path: string, operationId: string, tag: string): SpecCall => ({
  method,
  path,
  operationId,
  tag,
});

export const specCalls: readonly SpecCall[] = [
  // Members
  call('post', '/api/v1/members/create', 'createMember', 'members'),
  call('post', '/api/v1/members/signin', 'signInMember', 'members'),
  call('post', '/api/v1/members/sso', 'signInMemberSso', 'members'),
  call('delete', '/api/v1/members/signout', 'signOutMember', 'members'),
  call('get', '/api/v1/members/get', 'getMember', 'members'),
  call('get', '/api/v1/members/loyalty', 'getMemberLoyalty', 'members'),
  call('put', '/api/v1/members/update', 'updateMember', 'members'),
  call('get', '/api/v1/members/faves/locations', 'listFavoriteLocations', 'members'),
  call('post', '/api/v1/members/faves/locations/{id}', 'addFavoriteLocation', 'members'),
  call('delete', '/api/v1/members/faves/locations/{id}', 'removeFavoriteLocation', 'members'),
  call('get', '/api/v1/members/payments', 'listPayments', 'members'),
  call('delete', '/api/v1/members/payments/{id}', 'deletePayment', 'members'),
  call('get', '/api/v1/members/addresses', 'listAddresses', 'members'),
  call('delete', '/api/v1/members/addresses/{id}', 'deleteAddress', 'members'),
  call('post', '/api/v1/members/password', 'changePassword', 'members'),
  call('post', '/api/v1/members/forgotpassword', 'forgotPassword', 'members'),
  call('post', '/api/v1/members/resetpassword', 'resetPassword', 'members'),
  call('get', '/api/v1/members/offers/all', 'listMemberOffers', 'members'),
  call('get', '/api/v1/members/balance', 'getMemberBalance', 'members'),
  call('post', '/api/v1/members/redeem', 'redeemMemberOffer', 'members'),
  // Locations and menus
  call('get', '/api/v1/locations', 'listLocations', 'locations'),
  call('get', '/api/v1/locations/search', 'searchLocations', 'locations'),
  call('post', '/api/v1/locations/delivery', 'findDeliveryLocations', 'locations'),
  call('get', '/api/v1/locations/{id}', 'getLocation', 'locations'),
  call('get', '/api/v1/menus/{menuId}', 'getMenu', 'menus'),
  call('get', '/api/v1/menus/{menuId}/products/{id}', 'getMenuProduct', 'menus'),
  call('get', '/api/v1/menus/{menuId}/times', 'getMenuTimes', 'menus'),
  // Orders
  call('get', '/api/v1/orders/recent', 'listRecentOrders', 'orders'),
  call('post', '/api/v1/orders/reorder', 'reorder', 'orders'),
  call('get', '/api/v1/orders/faves', 'listFavoriteOrders', 'orders'),
  call('post', '/api/v1/orders/faves', 'addFavoriteOrder', 'orders'),
  call('post', '/api/v1/orders/faves/reorder', 'reorderFavorite', 'orders'),
  call('post', '/api/v1/orders/create', 'createOrder', 'orders'),
  call('delete', '/api/v1/orders/{id}/abandon', 'abandonOrder', 'orders'),
  call('post', '/api/v1/orders/{id}/transfer', 'transferOrder', 'orders'),
  call('get', '/api/v1/orders/{id}', 'getOrder', 'orders'),
  call('delete', '/api/v1/orders/{id}', 'cancelOrder', 'orders'),
  call('post', '/api/v1/orders/{id}/products', 'addOrderProducts', 'orders'),
  call('put', '/api/v1/orders/{id}/products', 'updateOrderProducts', 'orders'),
  call('delete', '/api/v1/orders/{id}/products/{productId}', 'removeOrderProduct', 'orders'),
  call('post', '/api/v1/orders/{id}/validate', 'validateOrder', 'orders'),
  call('put', '/api/v1/orders/{id}/handoff/{mode}', 'setOrderHandoff', 'orders'),
  call('put', '/api/v1/orders/{id}/address', 'setOrderAddress', 'orders'),
  call('put', '/api/v1/orders/{id}/custom', 'setOrderCustomFields', 'orders'),
  call('put', '/api/v1/orders/{id}/time', 'setOrderTime', 'orders'),
  call('delete', '/api/v1/orders/{id}/time', 'deleteOrderTime', 'orders'),
  call('put', '/api/v1/orders/{id}/tip', 'setOrderTip', 'orders'),
  call('put', '/api/v1/orders/{id}/coupon', 'applyOrderCoupon', 'orders'),
  call('delete', '/api/v1/orders/{id}/coupon', 'removeOrderCoupon', 'orders'),
  call('post', '/api/v1/orders/{id}/token', 'createOrderPaymentToken', 'orders'),
  call('post', '/api/v1/orders/{id}/submit', 'submitOrder', 'orders'),
  call('post', '/api/v1/orders/{id}/track', 'trackOrder', 'orders'),
  call('post', '/api/v1/orders/{id}/arrival', 'notifyOrderArrival', 'orders'),
  call('get', '/api/v1/orders/{id}/status', 'getOrderStatus', 'orders'),
  // Rewards on an order
  call('get', '/api/v1/orders/{id}/rewards', 'listOrderRewards', 'rewards'),
  call('put', '/api/v1/orders/{id}/rewards', 'applyOrderRewards', 'rewards'),
  call('delete', '/api/v1/orders/{id}/rewards/{rewardId}', 'removeOrderReward', 'rewards'),
  // Upsells
  call('get', '/api/v1/upsells/{orderId}', 'listOrderUpsells', 'upsells'),
  call('get', '/api/v1/upsells/{orderId}/product/{productId}', 'listProductUpsells', 'upsells'),
  // Donations (v2 carts)
  call('put', '/api/v2/carts/{orderId}/donations', 'setOrderDonations', 'donations'),
  // Forms, careers, site data
  call('post', '/api/v1/eclub/subscribe', 'subscribeEclub', 'forms'),
  call('post', '/api/v1/contact', 'submitContact', 'forms'),
  call('post', '/api/submit', 'submitForm', 'forms'),
  call('get', '/api/jobsearch', 'searchJobs', 'careers'),
  // The careers spreadsheet service (SPEC §7 Other: Franchise ID, Street Address, City, State, …).
  call('get', '/api/careers/locations', 'listFranchiseLocations', 'careers'),
  call('get', '/_data/{name}.json', 'getSiteData', 'content'),
  // The engagement stand-in: not a call of the real back end but the offline double of the
  // customer-engagement service (SPEC §4 content cards, §7 custom events), served by the mock
  // backend when the build has no engagement key. Listed so the contract, the stateful handlers,
  // the scenarios and the conformance walk treat it like every other call.
  call('get', '/api/v1/engagement/cards', 'listEngagementCards', 'engagement'),
  call('post', '/api/v1/engagement/cards/{cardId}/viewed', 'markEngagementCardViewed', 'engagement'),
  call('post', '/api/v1/engagement/cards/{cardId}/dismissed', 'dismissEngagementCard', 'engagement'),
  call('post', '/api/v1/engagement/events', 'logEngagementEvent', 'engagement'),
];
