import { isOrderId } from '../../config/order-id';
import { defineMessages, useIntl } from 'react-intl';
import { useSearch } from 'wouter';
import { OrderStatusView } from '../../features/checkout/status/order-status-view';
import { usePageHeadingFocus } from '../page-navigation';
import { useDocumentTitle } from '../use-document-title';
import * as styles from './checkout-page.css';
import { NotFoundPage } from './not-found-page';

const messages = defineMessages({
  heading: { id: 'orderConfirmPage.heading', defaultMessage: 'Thank you for your order!' },
  documentTitle: { id: 'orderConfirmPage.documentTitle', defaultMessage: 'Order confirmation' },
});

/**
 * The thank-you heading owns the tab title, so that a missing or unknown order leaves the 404
 * page's title in place rather than overwriting it from the page around it.
 */
function ThankYouHeading() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage(messages.documentTitle));
  return (
    <h1 ref={usePageHeadingFocus()} tabIndex={-1} className={styles.heading}>
      {intl.formatMessage(messages.heading)}
    </h1>
  );
}

/** `/order/confirm?id={orderId}`: the submitted order and its status. */
export function OrderConfirmPage() {
  const orderId = new URLSearchParams(useSearch()).get('id');
  if (!isOrderId(orderId)) return <NotFoundPage />;
  return (
    <div className={styles.page}>
      <OrderStatusView orderId={orderId} heading={<ThankYouHeading />} notFound={<NotFoundPage />} />
    </div>
  );
}
