import { z } from 'zod/mini';
import type { SiteDataFile } from '../../api/site-data';

/** The built-in copy of the `products` site data file's featured products, in its order. */
export const BUILT_IN_FEATURED_SKUS: readonly string[] = [
  'CAJUN-FILET-BISCUIT',
  'BO-BERRY-BISCUIT',
  'CHICKEN-SUPREMES',
];

const productEntrySchema = z.object({
  sku: z.string().check(z.minLength(1)),
  featured: z.optional(z.boolean()),
});

/**
 * The SKUs the `products` file features, in its order; the built-in ones when the file is broken
 * (`null`). An entry without a SKU is skipped, never shown.
 */
export function featuredSkusOf(file: SiteDataFile | null): readonly string[] {
  if (file === null) return BUILT_IN_FEATURED_SKUS;
  return (file.entries ?? []).flatMap((entry) => {
    const parsed = productEntrySchema.safeParse(entry);
    return parsed.success && parsed.data.featured ? [parsed.data.sku] : [];
  });
}
