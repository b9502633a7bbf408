import { defineMessages, useIntl } from 'react-intl';
import { CheckoutScreen } from '../../features/checkout/components/checkout-screen';
import { usePageHeadingFocus } from '../page-navigation';
import { useDocumentTitle } from '../use-document-title';
import * as styles from './checkout-page.css';

const messages = defineMessages({
  heading: { id: 'checkoutPage.heading', defaultMessage: 'Checkout' },
});

/** `/order/checkout`: handoff, contact, time, tip, donation, totals and payment, then 'Place order'. */
export function CheckoutPage() {
  const intl = useIntl();
  const heading = intl.formatMessage(messages.heading);
  useDocumentTitle(heading);
  return (
    <div className={styles.page}>
      <CheckoutScreen
        heading={
          <h1 ref={usePageHeadingFocus()} tabIndex={-1} className={styles.heading}>
            {heading}
          </h1>
        }
      />
    </div>
  );
}
