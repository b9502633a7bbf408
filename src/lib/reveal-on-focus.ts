import type { FocusEvent } from 'react';

/**
 * A focus handler that brings the whole element holding the focus into view, within the page's
 * scroll padding, so no sticky bar covers it (WCAG 2.2 2.4.11). The browser scrolls only the focused
 * control itself: a card whose link is one line of it, or a chip in a sideways scrolling row, can
 * otherwise stay partly out of sight.
 */
export function revealOnFocus(event: FocusEvent<HTMLElement>) {
  // jsdom has no layout and so no scrollIntoView.
  event.currentTarget.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
}
