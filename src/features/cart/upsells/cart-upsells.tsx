import { useIntl } from 'react-intl';
import {
  getListOrderUpsellsQueryKey,
  useListOrderUpsells,
} from '../../../api/generated/endpoints/upsells/upsells';
import { UpsellSuggestions } from '../../../ordering/upsells/upsell-suggestions';
import { messages } from '../messages';

/** SPEC §2 'Complete Your Order': suggestions for this order, added as upsell lines. */
export function CartUpsells({ orderId }: { orderId: string }) {
  const intl = useIntl();
  const upsells = useListOrderUpsells(orderId);
  return (
    <UpsellSuggestions
      orderId={orderId}
      title={intl.formatMessage(messages.upsells)}
      headingLevel={3}
      items={(upsells.data?.groups ?? []).flatMap((group) => group.items)}
      source={getListOrderUpsellsQueryKey(orderId)}
    />
  );
}
