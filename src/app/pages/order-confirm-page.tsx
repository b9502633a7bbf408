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

/** `/order/confirm?id={orderId}`: the submitted order and its status. */
export function OrderConfirmPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage(messages.documentTitle));
  const headingRef = usePageHeadingFocus();
  const orderId = new URLSearchParams(useSearch()).get('id');
  if (!isOrderId(orderId)) return <NotFoundPage />;
  return (
    <div className={styles.page}>
      <OrderStatusView
        orderId={orderId}
        heading={
          <h1 ref={headingRef} tabIndex={-1} className={styles.heading}>
            {intl.formatMessage(messages.heading)}
          </h1>
        }
      />
    </div>
  );
}
