/** SPEC §9 "progress bar throttle 200 ms": quick loads never flash the bar… */
export const PROGRESS_DELAY_MS = 200;
/** …and a slow one fills it over 5000 ms (SPEC §9 "duration 5000 ms"). */
export const PROGRESS_DURATION_MS = 5000;

/** The skip link's target: the `<main>` the layouts render around every page. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * The most of the screen's height the sticky top bar and bottom dock may cover together; past it
 * (enlarged text, zoom, a phone held sideways) they scroll with the page instead.
 */
export const MAX_STICKY_SHARE = 0.4;
