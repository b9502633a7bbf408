import { useCallback } from 'react';

/**
 * A ref that reports the element's rendered height (CSS pixels) to `report` once it is laid out and
 * whenever it changes, e.g. the header's height for pages that fill the space between header and
 * footer. A ResizeObserver reports the first height itself, after the browser's own layout and
 * before paint; measuring during the commit instead would force an extra layout of the whole page.
 */
export function useReportedHeight(
  report: (height: number) => void,
): (element: HTMLElement | null) => (() => void) | undefined {
  return useCallback(
    (element: HTMLElement | null) => {
      if (!element) return undefined;
      if (typeof ResizeObserver === 'undefined') {
        report(element.getBoundingClientRect().height);
        return undefined;
      }
      const observer = new ResizeObserver(([entry]) => {
        if (entry) report(entry.borderBoxSize[0]?.blockSize ?? entry.contentRect.height);
      });
      observer.observe(element);
      return () => observer.disconnect();
    },
    [report],
  );
}
