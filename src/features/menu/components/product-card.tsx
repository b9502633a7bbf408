import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { MenuProduct } from '../../../api/generated/model';
import { useTextLang } from '../../../i18n/text-lang';
import { revealOnFocus } from '../../../lib/reveal-on-focus';
import { menuProductImage } from '../../../ordering/menu-product-image';
import { Price } from '../../../ui/price/price';
import { caloriesText } from '../calories-text';
import { messages } from '../messages';
import * as styles from './product-card.css';

/** The menu pictures are drawn at 4:3; the attributes reserve their space before they load. */
const IMAGE_WIDTH = 200;
const IMAGE_HEIGHT = 150;

interface ProductCardProps {
  product: MenuProduct;
  /** Where the card leads: the product page of the ordering or the browsing menu. */
  href: string;
  /** Shown above the fold: its picture loads at once instead of lazily. */
  eager?: boolean;
}

/**
 * One product of the menu: picture, name (the link; the whole card is its target), price, calories
 * and, when it cannot be ordered right now, an "Unavailable now" mark. Such a product still opens,
 * since it can be scheduled for later.
 */
export function ProductCard({ product, href, eager = false }: ProductCardProps) {
  const intl = useIntl();
  const image = menuProductImage(product);
  const calories = caloriesText(intl, product.calories);
  const unavailable = !product.availability.now;
  const nameLang = useTextLang(product.language);
  return (
    // Tab focuses the name's link; the whole card, with its focus ring, comes into view.
    <article className={styles.root} onFocus={revealOnFocus}>
      <div className={styles.body}>
        <h3 lang={nameLang} className={styles.name}>
          <Link href={href} className={styles.link}>
            {product.name}
          </Link>
        </h3>
        <p className={styles.facts}>
          <Price amount={product.cost} /> {calories && <span className={styles.calories}>{calories}</span>}
        </p>
        {unavailable && (
          <p className={styles.unavailable}>
            {intl.formatMessage(messages.unavailableNow)}
            {product.availability.description && (
              <span className={styles.availability}> · {product.availability.description}</span>
            )}
          </p>
        )}
      </div>
      {image && (
        // The name beside it is the link's text: the picture adds nothing for a screen reader.
        <img
          src={image}
          alt=""
          width={IMAGE_WIDTH}
          height={IMAGE_HEIGHT}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className={styles.image}
        />
      )}
    </article>
  );
}
