import { defineMessages, useIntl } from 'react-intl';
import { useParams } from 'wouter';
import { ApiError, isServerError } from '../../api/api-error';
import type { MenuProduct } from '../../api/generated/model';
import { paths } from '../../config/paths';
import { MenuLoading } from '../../features/menu/components/menu-loading';
import { MenuView } from '../../features/menu/components/menu-view';
import { NotFoundAtLocationNotice } from '../../features/menu/components/not-found-at-location-notice';
import { useBrowsingMenuId } from '../../ordering/menu-ids';
import { useMenu, type ListedMenu } from '../../ordering/use-menu';
import { selectHasLocation, useLocationStore } from '../../stores';
import { ErrorMessage } from '../../ui/error-message/error-message';
import { usePageHeadingFocus } from '../page-navigation';
import { useDocumentTitle } from '../use-document-title';
import { toMenuId } from './menu-id-param';
import { NotFoundPage } from './not-found-page';
import * as styles from './menu-page.css';

const messages = defineMessages({
  heading: { id: 'menuPage.heading', defaultMessage: 'Menu' },
  intro: {
    id: 'menuPage.intro',
    defaultMessage:
      'Hand-breaded chicken, made-from-scratch biscuits and sides. Pick anything to see its choices.',
  },
});

interface MenuScreenProps {
  menu: ListedMenu;
  menuId: number;
  /** `/menu/{mid}`: the heading is the menu's name. */
  named: boolean;
}

function MenuScreen({ menu, menuId, named }: MenuScreenProps) {
  const intl = useIntl();
  const hasLocation = useLocationStore(selectHasLocation);
  const heading = named && menu.data?.name ? menu.data.name : intl.formatMessage(messages.heading);
  useDocumentTitle(heading);

  // With a location chosen the cards lead to the ordering product page; without, to the browsing
  // one. A named menu's cards say which menu the product is on: it may not be the one browsed.
  const productHref = (product: MenuProduct) =>
    named
      ? paths.menuProduct.href(product.sku, menuId)
      : hasLocation
        ? paths.orderProduct.href({ id: product.sku })
        : paths.menuProduct.href(product.sku);

  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <h1 ref={usePageHeadingFocus()} tabIndex={-1} className={styles.heading}>
          {heading}
        </h1>
        <p className={styles.intro}>{intl.formatMessage(messages.intro)}</p>
      </div>
      <NotFoundAtLocationNotice />
      {menu.error && <ErrorMessage error={menu.error} />}
      {menu.isPending && <MenuLoading />}
      {menu.data && <MenuView menu={menu.data} productHref={productHref} />}
    </div>
  );
}

function MenuContent({ menuId, named }: { menuId: number; named: boolean }) {
  const menu = useMenu(menuId);
  if (menu.error instanceof ApiError && menu.error.status === 404) return <NotFoundPage />;
  // SPEC §8 "Route-change error": the error page, with the server's status.
  if (isServerError(menu.error)) throw menu.error;
  return <MenuScreen menu={menu} menuId={menuId} named={named} />;
}

/**
 * `/menu` (the chosen location's menu, else the default menu; no location needed) and
 * `/menu/{mid}` (that menu; an unknown id is the 404 page, SPEC §2).
 */
export function MenuPage() {
  const { mid } = useParams<{ mid?: string }>();
  const browsingMenuId = useBrowsingMenuId();
  if (mid === undefined) return <MenuContent menuId={browsingMenuId} named={false} />;
  const menuId = toMenuId(mid);
  return menuId === undefined ? <NotFoundPage /> : <MenuContent key={menuId} menuId={menuId} named />;
}
