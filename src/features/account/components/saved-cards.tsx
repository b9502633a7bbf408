import { useQueryClient } from '@tanstack/react-query';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import {
  getListPaymentsQueryKey,
  useDeletePayment,
  useListPayments,
} from '../../../api/generated/endpoints/members/members';
import type { Payment } from '../../../api/generated/model';
import { SavedList } from './saved-list';

const messages = defineMessages({
  heading: { id: 'account.cards.heading', defaultMessage: 'Saved cards' },
  loading: { id: 'account.cards.loading', defaultMessage: 'Loading your cards' },
  none: { id: 'account.cards.none', defaultMessage: 'You have no saved cards.' },
  card: { id: 'account.cards.card', defaultMessage: 'Card' },
  isDefault: { id: 'account.cards.default', defaultMessage: 'Default' },
  removeTitle: { id: 'account.cards.removeTitle', defaultMessage: 'Remove this card?' },
});

const cardName = defineMessage<{ brand: string; suffix: string }>({
  id: 'account.cards.name',
  defaultMessage: '{brand} ending in {suffix}',
});

/** The default first, then the others as the server lists them. */
export const defaultFirst = <Item extends { default?: boolean }>(items: readonly Item[]) =>
  [...items].sort((a, b) => Number(b.default ?? false) - Number(a.default ?? false));

/** The member's saved cards (GET members/payments), the default first (SPEC §3). */
export function SavedCards() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const payments = useListPayments({ query: { select: defaultFirst } });
  const { mutateAsync: deletePayment } = useDeletePayment();
  return (
    <SavedList<Payment>
      heading={intl.formatMessage(messages.heading)}
      loadingLabel={intl.formatMessage(messages.loading)}
      emptyText={intl.formatMessage(messages.none)}
      removeTitle={intl.formatMessage(messages.removeTitle)}
      list={payments}
      nameOf={({ account }) =>
        intl.formatMessage(cardName, {
          brand: account.cardtype ?? intl.formatMessage(messages.card),
          suffix: account.cardsuffix ?? '',
        })
      }
      detailOf={(payment) => (payment.default ? intl.formatMessage(messages.isDefault) : null)}
      remove={async (payment) => {
        queryClient.setQueryData(getListPaymentsQueryKey(), await deletePayment({ id: payment.id }));
      }}
    />
  );
}
