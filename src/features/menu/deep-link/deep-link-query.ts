/** The two deep-link query parameters of SPEC §4, read from any page. */
export interface DeepLinkQuery {
  /** `?product=`: a product's name or slug. */
  product: string | null;
  /** `?store=`: a location id. */
  store: string | null;
}

export const readDeepLinkQuery = (search: string): DeepLinkQuery => {
  const params = new URLSearchParams(search);
  return { product: params.get('product'), store: params.get('store') };
};

/** Whether the address carries a deep link at all (cheap: the code that follows one loads only then). */
export const hasDeepLink = (search: string): boolean => {
  const { product, store } = readDeepLinkQuery(search);
  return product !== null || store !== null;
};
