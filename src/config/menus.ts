/**
 * Menus the site shows before a location is chosen (SPEC §4): the regular menu on the default
 * channel, a fixed catering menu on the catering channel. Also the deep-link fallback menu.
 */
export const DEFAULT_MENU_ID = 100;
export const CATERING_MENU_ID = 200;

/** SPEC §3: the image group of a product's menu picture. */
export const MENU_IMAGE_GROUP = 'mobile-webapp-menu';

/** SPEC §4 "Cart item": editing a line reloads the order product after this many milliseconds. */
export const EDIT_LINE_RELOAD_MS = 250;

/** SPEC §4 "Cart item": adding an upsell reloads the suggestions after this many milliseconds. */
export const UPSELL_RELOAD_MS = 100;

/** SPEC §2/§9: a product whose name holds the daypart cutoff is served from 10:30 that day. */
export const DAYPART_CUTOFF = '10:30';
