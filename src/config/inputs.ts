/** SPEC §5/§9 limits of the select inputs. */

/** The favourites select: one choice among at most 300 favourites, 3 shown at a time. */
export const FAVORITES_SELECT = { maxOptions: 300, shown: 3 } as const;

/** The state/city location multiselect shows at most 20 options. */
export const LOCATION_MULTISELECT_MAX_OPTIONS = 20;

/**
 * The most of one product a line may hold (design choice: SPEC §5 gives no bound). The product
 * page's `?q=` and stepper stop here, and the API refuses more with 422.
 */
export const MAX_LINE_QUANTITY = 99;
