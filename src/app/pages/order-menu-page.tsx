import { defineMessage, useIntl } from 'react-intl';
import { isServerError } from '../../api/api-error';
import type { MenuProduct } from '../../api/generated/model';
import { paths } from '../../config/paths';
import { LocationPrompt } from '../../features/menu/components/location-prompt';
import { MenuLoading } from '../../features/menu/components/menu-loading';
import { MenuView } from '../../features/menu/components/menu-view';
import { NotFoundAtLocationNotice } from '../../features/menu/components/not-found-at-location-notice';
import { useLocationMenuId } from '../../ordering/menu-ids';
import { OrderingFrom } from '../../ordering/ordering-from';
import { useMenu } from '../../ordering/use-menu';
import { useLocationStore } from '../../stores';
import { ErrorMessage } from '../../ui/error-message/error-message';
import { usePageHeadingFocus } from '../page-navigation';
import { useDocumentTitle } from '../use-document-title';
import * as styles from './menu-page.css';

const messages = {
  documentTitle: defineMessage({ id: 'orderMenuPage.documentTitle', defaultMessage: 'Order' }),
  heading: defineMessage({ id: 'orderMenuPage.heading', defaultMessage: 'Start Your Order' }),
};

const productHref = (product: MenuProduct) => paths.orderProduct.href({ id: product.sku });

function LocationMenu({ menuId }: { menuId: number }) {
  const menu = useMenu(menuId);
  // SPEC §8 "Route-change error": the error page, with the server's status.
  if (isServerError(menu.error)) throw menu.error;
  return (
    <>
      <OrderingFrom changeHref={paths.locations.href()} />
      <NotFoundAtLocationNotice />
      {menu.error && <ErrorMessage error={menu.error} />}
      {menu.isPending && <MenuLoading />}
      {menu.data && <MenuView menu={menu.data} productHref={productHref} />}
    </>
  );
}

/** `/order`: the chosen location's ordering menu; with no location, the find-a-location prompt. */
export function OrderMenuPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage(messages.documentTitle));
  const location = useLocationStore((state) => state.location);
  const menuId = useLocationMenuId();
  return (
    <div className={styles.page}>
      <h1 ref={usePageHeadingFocus()} tabIndex={-1} className={styles.heading}>
        {intl.formatMessage(messages.heading)}
      </h1>
      {location && menuId !== undefined ? <LocationMenu menuId={menuId} /> : <LocationPrompt />}
    </div>
  );
}
