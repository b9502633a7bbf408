import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { Link, useLocation } from 'wouter';
import { paths } from '../../../config/paths';
import { useUiStore } from '../../../stores';
import { Badge } from '../../../ui/badge/badge';
import { useCartQuantity } from '../../../ordering/use-cart-quantity';
import { useInAppCatering } from '../../../ordering/use-in-app-catering';
import { messages } from '../messages';
import { showsAppCateringFooter } from '../navigation-paths';
import { NavIcon, type NavIconName } from './nav-icon';
import * as styles from './app-catering-footer.css';

const localMessages = defineMessages({
  appNav: { id: 'navigation.appFooter.nav', defaultMessage: 'App' },
  appHome: { id: 'navigation.appFooter.home', defaultMessage: 'Home' },
  appMenu: { id: 'navigation.appFooter.menu', defaultMessage: 'Menu' },
  appOffers: { id: 'navigation.appFooter.offers', defaultMessage: 'Offers' },
  appAccount: { id: 'navigation.appFooter.account', defaultMessage: 'Account' },
  appCart: { id: 'navigation.appFooter.cart', defaultMessage: 'Cart' },
});

const TABS: { href: string; label: MessageDescriptor; icon: NavIconName }[] = [
  { href: paths.home.href(), label: localMessages.appHome, icon: 'home' },
  { href: paths.cateringMenu.href(), label: localMessages.appMenu, icon: 'menu' },
  { href: paths.offers.href(), label: localMessages.appOffers, icon: 'offers' },
  { href: paths.account.href(), label: localMessages.appAccount, icon: 'account' },
];

/**
 * SPEC §2 "App-catering footer": the mobile app's tab bar (Home, Menu, Offers, Account, Cart),
 * in the in-app catering mode on its six pages only. Cart opens the cart panel.
 */
export function AppCateringFooter() {
  const intl = useIntl();
  const [path] = useLocation();
  const inAppCatering = useInAppCatering();
  const quantity = useCartQuantity();
  const showCart = useUiStore((state) => state.showCart);
  const openCart = useUiStore((state) => state.openCart);
  if (!inAppCatering || !showsAppCateringFooter(path)) return null;
  return (
    <nav aria-label={intl.formatMessage(localMessages.appNav)} className={styles.root}>
      <ul className={styles.tabs}>
        {TABS.map((tab) => (
          <li key={tab.href}>
            <Link
              href={tab.href}
              className={styles.tab}
              aria-current={path === tab.href ? 'page' : undefined}
            >
              <NavIcon name={tab.icon} />
              {intl.formatMessage(tab.label)}
            </Link>
          </li>
        ))}
        <li>
          <button type="button" className={styles.tab} aria-expanded={showCart} onClick={openCart}>
            <NavIcon name="cart" />
            {intl.formatMessage(localMessages.appCart)}{' '}
            <span className={styles.badgeSlot}>
              <Badge count={quantity} label={intl.formatMessage(messages.cartCount, { count: quantity })} />
            </span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
