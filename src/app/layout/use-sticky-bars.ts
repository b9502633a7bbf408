import { useState, useSyncExternalStore } from 'react';
import { MAX_STICKY_SHARE } from './layout-constants';

const subscribeToResize = (listener: () => void) => {
  window.addEventListener('resize', listener);
  return () => window.removeEventListener('resize', listener);
};
const screenHeight = () => window.innerHeight;

export interface StickyBars {
  /** The top bar sticks to the screen. */
  headerSticky: boolean;
  /** The bottom dock sticks to the screen. */
  dockSticky: boolean;
  /** The heights of the top bar, the bottom dock and the top alert as they are drawn, sticky or not. */
  headerHeight: number;
  dockHeight: number;
  alertHeight: number;
  reportHeaderHeight: (height: number) => void;
  reportDockHeight: (height: number) => void;
  reportAlertHeight: (height: number) => void;
}

/**
 * Whether the top bar and the bottom dock stick to the screen: only while together they cover at
 * most `MAX_STICKY_SHARE` of its height. Enlarged text or zoom on a phone grows the bars and shrinks
 * the screen until they would hide the whole page and whatever has focus (WCAG 1.4.10, 2.4.11); the
 * dock lets go first, then the top bar, and both then scroll away with the page.
 */
export function useStickyBars(): StickyBars {
  const [headerHeight, reportHeaderHeight] = useState(0);
  const [dockHeight, reportDockHeight] = useState(0);
  const [alertHeight, reportAlertHeight] = useState(0);
  const height = useSyncExternalStore(subscribeToResize, screenHeight, () => 0);
  const allowed = height * MAX_STICKY_SHARE;
  const headerSticky = headerHeight <= allowed;
  // The top alert sticks just above the dock, with it: together they are the bottom of the screen.
  const dockSticky = (headerSticky ? headerHeight : 0) + dockHeight + alertHeight <= allowed;
  return {
    headerSticky,
    dockSticky,
    headerHeight,
    dockHeight,
    alertHeight,
    reportHeaderHeight,
    reportDockHeight,
    reportAlertHeight,
  };
}
