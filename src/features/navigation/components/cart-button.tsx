import { useIntl } from 'react-intl';
import { useUiStore } from '../../../stores';
import { Badge } from '../../../ui/badge/badge';
import { Button } from '../../../ui/button/button';
import { bounce } from '../../../ui/styles/motion.css';
import { VisuallyHidden } from '../../../ui/visually-hidden/visually-hidden';
import { useCartQuantity } from '../../../ordering/use-cart-quantity';
import { messages } from '../messages';
import { NavIcon } from './nav-icon';
import * as styles from './icon-link.css';

/**
 * Opens and closes the cart panel. The badge counts the items (the sum of the lines' quantities)
 * and swells for 800 ms whenever that number rises (SPEC §2/§9), still under reduced motion. The
 * cart icon bounces for 700 ms after each add to the cart (none under reduced motion).
 */
export function CartButton() {
  const intl = useIntl();
  const quantity = useCartQuantity();
  const showCart = useUiStore((state) => state.showCart);
  const toggleCart = useUiStore((state) => state.toggleCart);
  // A new key restarts the one-shot animation on every add.
  const bounces = useUiStore((state) => state.cartBounces);
  return (
    <Button variant="ghost" aria-expanded={showCart} onClick={toggleCart}>
      <VisuallyHidden>{intl.formatMessage(messages.cart)}</VisuallyHidden>{' '}
      <span className={styles.iconWithBadge}>
        <span key={bounces} className={bounces > 0 ? `${styles.icon} ${bounce}` : styles.icon}>
          <NavIcon name="cart" />
        </span>
        <span className={styles.badgeSlot}>
          <Badge
            count={quantity}
            // The badge shows nothing at 0: an empty cart needs no plural rules or number format,
            // whose first use costs the page 5–25 ms of CPU as it starts.
            label={quantity > 0 ? intl.formatMessage(messages.cartCount, { count: quantity }) : undefined}
          />
        </span>
      </span>
    </Button>
  );
}
