import type { ReactNode } from 'react';
import type { MenuProduct } from '../../../api/generated/model';
import { ProductForm, type LineBeingEdited } from './product-form';
import { ProductSummary } from './product-summary';
import * as styles from './product-details.css';

interface ProductDetailsProps {
  product: MenuProduct;
  /** The page's `<h1>` with the product's name. */
  heading: ReactNode;
  initialQuantity: number;
  editing?: LineBeingEdited;
  orderable: boolean;
}

/** The product page's content: what the product is, then how to have it. */
export function ProductDetails({
  product,
  heading,
  initialQuantity,
  editing,
  orderable,
}: ProductDetailsProps) {
  return (
    <div className={styles.root}>
      <div className={styles.summary}>
        <ProductSummary product={product} heading={heading} />
      </div>
      <ProductForm
        product={product}
        initialQuantity={initialQuantity}
        editing={editing}
        orderable={orderable}
      />
    </div>
  );
}
