import { useIntl } from 'react-intl';
import {
  getListProductUpsellsQueryKey,
  useListProductUpsells,
} from '../../../api/generated/endpoints/upsells/upsells';
import { UpsellSuggestions } from '../../../ordering/upsells/upsell-suggestions';
import { useOrderStore } from '../../../stores';
import { messages } from '../messages';

/**
 * "Goes well with…": the product's own suggestions in the context of the visitor's order, which
 * the call needs, so nothing shows before there is one. An empty or failed list shows nothing:
 * suggestions never stand in the way of the product itself. While `held`, they are asked for but
 * not shown: below the product's choices, they would be pushed down when those arrive.
 */
export function ProductUpsells({ productId, held = false }: { productId: number; held?: boolean }) {
  const intl = useIntl();
  const orderId = useOrderStore((state) => state.order?.id);
  const upsells = useListProductUpsells(orderId ?? '', productId, {
    query: { enabled: orderId !== undefined, retry: false },
  });
  if (orderId === undefined || held) return null;
  return (
    <UpsellSuggestions
      orderId={orderId}
      title={intl.formatMessage(messages.upsells)}
      headingLevel={2}
      items={(upsells.data?.groups ?? []).flatMap((group) => group.items)}
      source={getListProductUpsellsQueryKey(orderId, productId)}
    />
  );
}
