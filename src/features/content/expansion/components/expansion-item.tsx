import { useIntl } from 'react-intl';
import type { MenuProduct } from '../../../../api/generated/model';
import { paths } from '../../../../config/paths';
import { menuProductImage } from '../../../../ordering/menu-product-image';
import { LinkButton } from '../../../../ui/link-button/link-button';
import { Price } from '../../../../ui/price/price';
import type { ExpansionStore } from '../expansion-stores';
import { messages } from '../messages';
import * as styles from './expansion.css';

/** Ordering starts at that restaurant, with this item: the site's `?store=` and `?product=` deep link. */
const orderHref = (store: ExpansionStore, product: MenuProduct) =>
  `${paths.order.href()}?${new URLSearchParams({ store: String(store.locationId), product: product.name }).toString()}`;

/** One item of an expansion market's menu: picture, description, price and the way to order it there. */
export function ExpansionItem({ store, product }: { store: ExpansionStore; product: MenuProduct }) {
  const intl = useIntl();
  const image = menuProductImage(product);
  const calories = product.calories?.base ?? undefined;
  return (
    <div className={styles.item}>
      {image && <img src={image} alt="" width={400} height={300} className={styles.image} />}
      {product.description && <p className={styles.description}>{product.description}</p>}
      <p className={styles.facts}>
        <Price amount={product.cost} />
        {calories !== undefined && <span> · {intl.formatMessage(messages.calories, { calories })}</span>}
      </p>
      <p>
        <LinkButton href={orderHref(store, product)}>
          {intl.formatMessage(messages.orderHere, { name: store.name })}
        </LinkButton>
      </p>
    </div>
  );
}
