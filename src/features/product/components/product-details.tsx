import type { ReactNode } from 'react';
import type { MenuProduct } from '../../../api/generated/model';
import { ProductForm, type LineBeingEdited } from './product-form';
import { ProductLoading } from './product-loading';
import { ProductSummary } from './product-summary';
import * as styles from './product-details.css';

interface ProductDetailsProps {
  product: MenuProduct;
  /** The page's `<h1>` with the product's name. */
  heading: ReactNode;
  initialQuantity: number;
  editing?: LineBeingEdited;
  orderable: boolean;
  /** The product as the menu lists it, while its full option tree is still loading: no form yet. */
  optionsPending?: boolean;
}

/**
 * The product page's content: what the product is, then how to have it. What it is shows as soon as
 * the menu is in (the menu lists it); the choices follow with the product's own call.
 */
export function ProductDetails({
  product,
  heading,
  initialQuantity,
  editing,
  orderable,
  optionsPending = false,
}: ProductDetailsProps) {
  return (
    <div className={styles.root}>
      <div className={styles.summary}>
        <ProductSummary product={product} heading={heading} />
      </div>
      {optionsPending ? (
        <ProductLoading />
      ) : (
        <ProductForm
          product={product}
          initialQuantity={initialQuantity}
          editing={editing}
          orderable={orderable}
        />
      )}
    </div>
  );
}
