import { useEffect } from 'react';

type Edge = 'top' | 'bottom';

const setScrollPadding = (edge: Edge, height: number) => {
  document.documentElement.style.setProperty(`scroll-padding-${edge}`, height > 0 ? `${height}px` : '');
};

/**
 * For a bar that sticks to an edge of the screen: the page's scroll padding on that edge, so
 * whatever the browser scrolls into view (the element Tab moves focus to, a link's target) stops
 * clear of the bar instead of under it (WCAG 2.2 "Focus Not Obscured"). A bar in the page's flow
 * (height 0 here) leaves the edge alone. The padding goes when the layout does.
 */
export function useScrollPadding(edge: Edge, height: number) {
  useEffect(() => setScrollPadding(edge, height), [edge, height]);
  useEffect(() => () => setScrollPadding(edge, 0), [edge]);
}
