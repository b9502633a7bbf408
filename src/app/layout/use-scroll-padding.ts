import { useCallback, useEffect } from 'react';

type Edge = 'top' | 'bottom';

const setScrollPadding = (edge: Edge, height: number) => {
  document.documentElement.style.setProperty(`scroll-padding-${edge}`, height > 0 ? `${height}px` : '');
};

/**
 * For a bar that sticks to an edge of the screen: a report of its height (for `useReportedHeight`)
 * that sets the page's scroll padding on that edge, so whatever the browser scrolls into view (the
 * element Tab moves focus to, a link's target) stops clear of the bar instead of under it (WCAG 2.2
 * "Focus Not Obscured"). `sticky: false` (the bar is in the page's flow, as the desktop header is)
 * leaves the edge alone. The padding goes when the layout does.
 */
export function useScrollPaddingReport(edge: Edge, sticky = true): (height: number) => void {
  useEffect(() => () => setScrollPadding(edge, 0), [edge]);
  return useCallback((height: number) => setScrollPadding(edge, sticky ? height : 0), [edge, sticky]);
}
