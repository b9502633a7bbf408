import { isOrderId } from '../../config/order-id';
import { defineMessages, useIntl } from 'react-intl';
import { useSearch } from 'wouter';
import { AppPaymentScreen } from '../../features/checkout/components/app-payment-screen';
import { useDocumentTitle } from '../use-document-title';

const messages = defineMessages({
  title: { id: 'appPaymentPage.title', defaultMessage: 'Enter your card' },
});

/** `/app/payment?order=<id>` (minimal layout, bot-check ready): the mobile app's card entry. */
export function AppPaymentPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage(messages.title));
  const order = new URLSearchParams(useSearch()).get('order');
  return <AppPaymentScreen orderId={isOrderId(order) ? order : undefined} />;
}
