import { Fragment } from 'react';
import { useIntl } from 'react-intl';
import type { MenuProduct, OrderProductLine } from '../../../api/generated/model';
import { paths } from '../../../config/paths';
import { langOfText, useTextLang } from '../../../i18n/text-lang';
import { menuProductImage } from '../../../ordering/menu-product-image';
import { LinkButton } from '../../../ui/link-button/link-button';
import { Price } from '../../../ui/price/price';
import { cartLineParts } from '../cart-line/describe-cart-line';
import { messages } from '../messages';
import { QuantityCounter } from './quantity-counter';
import * as styles from './cart-line-item.css';

interface CartLineItemProps {
  line: OrderProductLine;
  product: MenuProduct | undefined;
  changing: boolean;
  onRemove: () => void;
  onDecrease: () => void;
  onIncrease: () => void;
}

/** SPEC §2 "Cart item": image, name, chosen options, price, edit and the quantity counter. */
export function CartLineItem({
  line,
  product,
  changing,
  onRemove,
  onDecrease,
  onIncrease,
}: CartLineItemProps) {
  const intl = useIntl();
  const image = line.image ?? (product ? menuProductImage(product) : undefined);
  const description = cartLineParts(line);
  const nameLang = useTextLang(line.language);
  return (
    <li className={styles.root}>
      {image ? (
        <img className={styles.image} src={image} alt="" width={64} height={64} />
      ) : (
        <span className={styles.image} />
      )}
      <div className={styles.details}>
        <p lang={nameLang} className={styles.name}>
          {line.name}
        </p>
        {description.length > 0 && (
          <p className={styles.description}>
            {description.map((part, index) => {
              const lang = langOfText(part.language, intl.locale);
              return (
                <Fragment key={index}>
                  {index > 0 && ', '}
                  {lang ? <span lang={lang}>{part.text}</span> : part.text}
                </Fragment>
              );
            })}
          </p>
        )}
        <Price amount={line.cost.total} />
        <div className={styles.actions}>
          {product && (
            <LinkButton
              variant="secondary"
              size="sm"
              aria-label={intl.formatMessage(messages.editLine, { name: line.name })}
              href={paths.orderProduct.href({ id: product.sku, cid: String(line.id), q: line.quantity })}
            >
              {intl.formatMessage(messages.edit)}
            </LinkButton>
          )}
          <QuantityCounter
            line={line}
            busy={changing}
            onRemove={onRemove}
            onDecrease={onDecrease}
            onIncrease={onIncrease}
          />
        </div>
      </div>
    </li>
  );
}
