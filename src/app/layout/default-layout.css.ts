import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/styles/theme.css';

export const root = style({ display: 'flex', flexDirection: 'column', minHeight: '100dvh' });

/** The mobile top bar stays in reach while the page scrolls (unless it would hide the page). */
export const stickyHeader = style({ position: 'sticky', top: 0, zIndex: vars.zIndex.header });

export const main = style({
  flex: 1,
  // The page takes at least the screen while its chunk and data load, so the footer never flashes
  // into view and then jumps away (layout shift).
  minHeight: '100dvh',
  // Focused only by the skip link and page changes, never by Tab: the page's heading shows focus.
  outline: 'none',
});

/** The mobile bottom bar and the app's tab bar, at the end of the page. */
export const bottomDock = style({
  selectors: { '&:empty': { display: 'none' } },
});

/**
 * The dock sticks to the bottom of the screen while the page scrolls, and takes its own room at
 * the end of the page, so it never covers the footer.
 */
export const stickyDock = style([
  bottomDock,
  { position: 'sticky', bottom: 0, zIndex: vars.zIndex.mobileBar },
]);

/** The top alert sticks with the dock, just above it (its offset, the dock's height, is set inline). */
export const stickyAlert = style({ position: 'sticky', zIndex: vars.zIndex.mobileBar });
