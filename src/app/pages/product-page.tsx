import { defineMessages, useIntl } from 'react-intl';
import { useSearch } from 'wouter';
import { isServerError } from '../../api/api-error';
import type { MenuProduct } from '../../api/generated/model';
import { paths } from '../../config/paths';
import { ProductDetails } from '../../features/product/components/product-details';
import { ProductLoading } from '../../features/product/components/product-loading';
import { ProductUpsells } from '../../features/product/components/product-upsells';
import { useEditedLine, type EditedLine } from '../../features/product/hooks/use-edited-line';
import { useProduct } from '../../features/product/hooks/use-product';
import { startingQuantity } from '../../features/product/quantity-limit';
import { useTextLang } from '../../i18n/text-lang';
import { useBrowsingMenuId } from '../../ordering/menu-ids';
import { selectHasLocation, useLocationStore } from '../../stores';
import { ErrorMessage } from '../../ui/error-message/error-message';
import { Link } from '../../ui/link/link';
import { usePageHeadingFocus } from '../page-navigation';
import { useDocumentTitle } from '../use-document-title';
import { toMenuId } from './menu-id-param';
import { NotFoundPage } from './not-found-page';
import * as styles from './product-page.css';

const messages = defineMessages({
  backToMenu: { id: 'productPage.backToMenu', defaultMessage: 'Back to the menu' },
  documentTitle: { id: 'productPage.documentTitle', defaultMessage: 'Menu item' },
});

interface ProductScreenProps {
  product: MenuProduct;
  /** The product is the menu's listing: its own call (the choices) is still on its way. */
  optionsPending: boolean;
  edited: EditedLine;
  quantity: string | null;
  orderable: boolean;
}

function ProductScreen({ product, optionsPending, edited, quantity, orderable }: ProductScreenProps) {
  useDocumentTitle(product.name);
  const nameLang = useTextLang(product.language);
  // A cart line of another product (a stale link) is not edited: the page adds a new line instead.
  const editing =
    edited.status === 'ready' && edited.line.product_id === product.id
      ? { target: { orderId: edited.orderId, lineId: edited.line.id }, line: edited.line }
      : undefined;
  return (
    <ProductDetails
      key={editing?.line.id ?? 'new'}
      product={product}
      heading={
        <h1 ref={usePageHeadingFocus()} tabIndex={-1} lang={nameLang} className={styles.heading}>
          {product.name}
        </h1>
      }
      initialQuantity={startingQuantity(
        editing ? String(editing.line.quantity) : quantity,
        product.limit_quantity,
      )}
      editing={editing}
      orderable={orderable}
      optionsPending={optionsPending}
    />
  );
}

/** While the product loads, the tab already says what kind of page this is. */
function PendingProduct() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage(messages.documentTitle));
  return <ProductLoading />;
}

function ProductContent({
  reference,
  namedMenuId,
  lineId,
  quantity,
}: {
  reference: string;
  /** `?mid=`: the product is looked up on that menu instead of the one being browsed. */
  namedMenuId: number | undefined;
  lineId: string | null;
  quantity: string | null;
}) {
  const intl = useIntl();
  const hasLocation = useLocationStore(selectHasLocation);
  const browsingMenuId = useBrowsingMenuId();
  const menuId = namedMenuId ?? browsingMenuId;
  // Only a product of the chosen location's menu goes into its order; another menu's is looked at.
  const orderable = hasLocation && menuId === browsingMenuId;
  const lookup = useProduct(menuId, reference);
  const edited = useEditedLine(lineId);
  if (lookup.status === 'not-found') return <NotFoundPage />;
  // SPEC §8 "Route-change error": the error page, with the server's status.
  if (lookup.status === 'error' && isServerError(lookup.error)) throw lookup.error;
  // The menu's listing first (name, picture, description, price), then the full product.
  const shown =
    lookup.status === 'ready' ? lookup.product : lookup.status === 'loading' ? lookup.listed : undefined;
  const ready = shown !== undefined && edited.status !== 'loading';
  const optionsPending = lookup.status !== 'ready';
  return (
    <div className={styles.page}>
      <p className={styles.back}>
        <Link
          href={
            orderable
              ? paths.order.href()
              : namedMenuId === undefined
                ? paths.menu.href()
                : paths.menuCategory.href(String(namedMenuId))
          }
        >
          {intl.formatMessage(messages.backToMenu)}
        </Link>
      </p>
      {lookup.status === 'error' && <ErrorMessage error={lookup.error} />}
      {ready ? (
        <ProductScreen
          product={shown}
          optionsPending={optionsPending}
          edited={edited}
          quantity={quantity}
          orderable={orderable}
        />
      ) : (
        lookup.status !== 'error' && <PendingProduct />
      )}
      {ready && orderable && <ProductUpsells productId={shown.id} held={optionsPending} />}
    </div>
  );
}

/**
 * `/order/product?id={sku}&cid={line}&q={quantity}` and `/menu/product?id={sku}` (SPEC §2): the
 * product with its choices. No `id`, or one the menu does not have, is the 404 page. A card of
 * `/menu/{mid}` adds `mid`, so its product is found on that menu.
 */
export function ProductPage() {
  const search = useSearch();
  const query = new URLSearchParams(search);
  const reference = query.get('id');
  const mid = query.get('mid');
  const namedMenuId = mid === null ? undefined : toMenuId(mid);
  if (!reference || (mid !== null && namedMenuId === undefined)) return <NotFoundPage />;
  return (
    <ProductContent
      key={search}
      reference={reference}
      namedMenuId={namedMenuId}
      lineId={query.get('cid')}
      quantity={query.get('q')}
    />
  );
}
