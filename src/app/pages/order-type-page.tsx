import { defineMessage, useIntl } from 'react-intl';
import { OrderTypeChoice } from '../../features/locations/components/order-type-choice';
import { usePageHeadingFocus } from '../page-navigation';
import { useDocumentTitle } from '../use-document-title';
import * as styles from './menu-page.css';

const messages = {
  documentTitle: defineMessage({ id: 'orderTypePage.documentTitle', defaultMessage: 'Pickup or Delivery' }),
  heading: defineMessage({
    id: 'orderTypePage.heading',
    defaultMessage: 'How would you like to get your order?',
  }),
};

/** `/order/type` (SPEC §2 route table): the order starts with pickup or delivery. */
export function OrderTypePage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage(messages.documentTitle));
  return (
    <div className={styles.page}>
      <h1 ref={usePageHeadingFocus()} tabIndex={-1} className={styles.heading}>
        {intl.formatMessage(messages.heading)}
      </h1>
      <OrderTypeChoice />
    </div>
  );
}
