/**
 * The tag of a test whose screens another test already covers at the phone layout: the desktop
 * project runs it, the mobile project leaves it out (playwright.config.ts), to keep CI short.
 *
 * The rule: a test runs at both widths when what it asserts can differ with the layout (the header
 * and its mobile menu, the menu grid, drawers and sheets, the checkout layout, the map, focus under
 * the sticky bars) or when it is the phone layout's axe scan of a page or state. A test of what the
 * server or the browser does (redirects, error messages, storage, tokens, headers, SSO, language
 * switches by URL) runs at one width: tag it with ONE_VIEWPORT, or name the file `*.desktop.spec.ts`.
 */
export const ONE_VIEWPORT = '@one-viewport';
