import { useIntl } from 'react-intl';
import { useUiStore } from '../../../stores';
import { Button } from '../../../ui/button/button';
import { VisuallyHidden } from '../../../ui/visually-hidden/visually-hidden';
import { messages } from '../messages';
import { CartButton } from './cart-button';
import { InboxLink } from './inbox-link';
import { LogoLink } from './logo-link';
import { NavIcon } from './nav-icon';
import { SearchLink } from './search-link';
import * as styles from './mobile-top-bar.css';

/** The header below 1200 px: logo, search, inbox, cart and the button that opens the mobile menu. */
export function MobileTopBar() {
  const intl = useIntl();
  const showMobileMenu = useUiStore((state) => state.showMobileMenu);
  const openMobileMenu = useUiStore((state) => state.openMobileMenu);
  return (
    <header className={styles.root}>
      <LogoLink />
      <div className={styles.actions}>
        <SearchLink />
        <InboxLink />
        <CartButton />
        <Button
          variant="ghost"
          aria-haspopup="dialog"
          aria-expanded={showMobileMenu}
          onClick={openMobileMenu}
        >
          <NavIcon name="menu" />
          <VisuallyHidden>{intl.formatMessage(messages.openMenu)}</VisuallyHidden>
        </Button>
      </div>
    </header>
  );
}
