/** SPEC §5/§9 limits of the select inputs. */

/** The favourites select: one choice among at most 300 favourites, 3 shown at a time. */
export const FAVORITES_SELECT = { maxOptions: 300, shown: 3 } as const;

/** The state/city location multiselect shows at most 20 options. */
export const LOCATION_MULTISELECT_MAX_OPTIONS = 20;
