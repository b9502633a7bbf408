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
  const order = Number(new URLSearchParams(useSearch()).get('order'));
  return <AppPaymentScreen orderId={Number.isInteger(order) && order > 0 ? order : undefined} />;
}
