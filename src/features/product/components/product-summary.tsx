import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { MenuProduct } from '../../../api/generated/model';
import { DAYPART_CUTOFF } from '../../../config/menus';
import { menuProductImage } from '../../../ordering/menu-product-image';
import { Price } from '../../../ui/price/price';
import { useTextLang } from '../../../i18n/text-lang';
import { messages } from '../messages';
import * as styles from './product-summary.css';

const IMAGE_WIDTH = 200;
const IMAGE_HEIGHT = 150;

function caloriesText(intl: ReturnType<typeof useIntl>, product: MenuProduct): string | undefined {
  const base = product.calories?.base;
  if (base == null) return undefined;
  const max = product.calories?.max;
  const figure =
    max != null && max > base
      ? intl.formatMessage(messages.calorieRange, {
          min: intl.formatNumber(base),
          max: intl.formatNumber(max),
        })
      : intl.formatNumber(base);
  return intl.formatMessage(messages.calories, { calories: figure });
}

/**
 * The product's picture, name (the page's heading), description, price and calories, and the two
 * notes about when it can be had: the 10:30 breakfast rule (SPEC §2/§9) and "not available now".
 */
export function ProductSummary({ product, heading }: { product: MenuProduct; heading: ReactNode }) {
  const intl = useIntl();
  const image = menuProductImage(product);
  const calories = caloriesText(intl, product);
  const textLang = useTextLang(product.language);
  return (
    <div className={styles.root}>
      {image && (
        // The heading beside it names the product: the picture adds nothing for a screen reader.
        <img
          src={image}
          alt=""
          width={IMAGE_WIDTH}
          height={IMAGE_HEIGHT}
          fetchPriority="high"
          className={styles.image}
        />
      )}
      <div className={styles.text}>
        {heading}
        {product.description && (
          <p lang={textLang} className={styles.description}>
            {product.description}
          </p>
        )}
        <p className={styles.facts}>
          <Price amount={product.cost} /> {calories && <span className={styles.calories}>{calories}</span>}
        </p>
        {product.name.includes(DAYPART_CUTOFF) && (
          <p className={styles.note}>{intl.formatMessage(messages.afterCutoff)}</p>
        )}
        {!product.availability.now && (
          <p className={styles.note}>
            {intl.formatMessage(messages.unavailableNow)}
            {product.availability.description && ` (${product.availability.description})`}
          </p>
        )}
      </div>
    </div>
  );
}
