import type { QueryClient } from '@tanstack/react-query';
import {
  getGetMemberBalanceQueryKey,
  getGetMemberLoyaltyQueryKey,
  getGetMemberQueryKey,
  getListAddressesQueryKey,
  getListFavoriteLocationsQueryKey,
  getListMemberOffersQueryKey,
  getListPaymentsQueryKey,
} from '../../api/generated/endpoints/members/members';
import {
  getGetOrderQueryKey,
  getGetOrderStatusQueryKey,
  getListFavoriteOrdersQueryKey,
  getListRecentOrdersQueryKey,
} from '../../api/generated/endpoints/orders/orders';
import { getListOrderRewardsQueryKey } from '../../api/generated/endpoints/rewards/rewards';
import { getListOrderUpsellsQueryKey } from '../../api/generated/endpoints/upsells/upsells';

/** The first element of a generated query key: the call's path, shared by all its parameter sets. */
const rootOf = (queryKey: readonly unknown[]): unknown => queryKey[0];

/** The member's own data, and the abandoned order's, which must not outlive the session. */
function memberQueryRoots(orderId: string | undefined): Set<unknown> {
  const memberKeys = [
    getGetMemberQueryKey(),
    getGetMemberLoyaltyQueryKey(),
    getGetMemberBalanceQueryKey(),
    getListFavoriteLocationsQueryKey(),
    getListPaymentsQueryKey(),
    getListAddressesQueryKey(),
    getListMemberOffersQueryKey(),
    getListRecentOrdersQueryKey(),
    getListFavoriteOrdersQueryKey(),
  ];
  const orderKeys =
    orderId === undefined
      ? []
      : [
          getGetOrderQueryKey(orderId),
          getGetOrderStatusQueryKey(orderId),
          getListOrderRewardsQueryKey(orderId),
          getListOrderUpsellsQueryKey(orderId),
        ];
  return new Set([...memberKeys, ...orderKeys].map(rootOf));
}

/** The order's product upsells (`upsells/{orderId}/product/{id}`) sit under its upsells path. */
const productUpsellsPrefix = (orderId: string): string =>
  `${String(rootOf(getListOrderUpsellsQueryKey(orderId)))}/`;

/** Forgets the signed-in member's data (and the given order's) in the query cache. */
export function removeMemberQueries(queryClient: QueryClient, orderId: string | undefined): void {
  const roots = memberQueryRoots(orderId);
  const upsellsPrefix = orderId === undefined ? undefined : productUpsellsPrefix(orderId);
  queryClient.removeQueries({
    predicate: ({ queryKey }) => {
      const root = rootOf(queryKey);
      return roots.has(root) || (upsellsPrefix !== undefined && String(root).startsWith(upsellsPrefix));
    },
  });
}
