/**
 * The tag of a test whose screens another test already covers at the phone layout: the desktop
 * project runs it, the mobile project leaves it out (playwright.config.ts), to keep CI short.
 */
export const ONE_VIEWPORT = '@one-viewport';
