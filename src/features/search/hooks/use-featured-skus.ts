import { useSiteDataFile } from '../../../api/site-data';
import { featuredSkusOf } from '../featured-skus';

const NONE: readonly string[] = [];

/** The featured products' SKUs from the `products` site data file: none while it loads. */
export function useFeaturedSkus(): readonly string[] {
  const file = useSiteDataFile('products');
  return file === undefined ? NONE : featuredSkusOf(file);
}
