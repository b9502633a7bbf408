import { useId } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { MenuProduct } from '../../api/generated/model';
import { paths } from '../../config/paths';
import { MenuLoading } from '../../features/menu/components/menu-loading';
import { MenuView } from '../../features/menu/components/menu-view';
import { useBrowsingMenuId } from '../../ordering/menu-ids';
import { useMenu } from '../../ordering/use-menu';
import { selectHasLocation, useLocationStore } from '../../stores';
import { ErrorMessage } from '../../ui/error-message/error-message';
import * as styles from './catering-menu-section.css';

const messages = defineMessages({
  heading: { id: 'home.cateringMenu.heading', defaultMessage: 'Catering Menu' },
});

/**
 * The catering channel's menu, a section of its home page: where its 'Catering Menu' links go
 * (`/#catering-menu`, SPEC §2). The chosen location's catering menu, else the catering menu every
 * location offers; cards lead to the ordering product page once a location is chosen.
 */
export function CateringMenuSection() {
  const intl = useIntl();
  const headingId = useId();
  const hasLocation = useLocationStore(selectHasLocation);
  const menu = useMenu(useBrowsingMenuId());
  const productHref = (product: MenuProduct) =>
    hasLocation ? paths.orderProduct.href({ id: product.sku }) : paths.menuProduct.href(product.sku);

  return (
    // Focused when a link brings the visitor here, so a screen reader starts reading the menu.
    <section
      id={paths.cateringMenu.anchor}
      aria-labelledby={headingId}
      tabIndex={-1}
      className={styles.section}
    >
      <h2 id={headingId} className={styles.heading}>
        {intl.formatMessage(messages.heading)}
      </h2>
      {menu.error && <ErrorMessage error={menu.error} />}
      {menu.isPending && <MenuLoading />}
      {menu.data && <MenuView menu={menu.data} productHref={productHref} categoryHeadingLevel={3} />}
    </section>
  );
}
