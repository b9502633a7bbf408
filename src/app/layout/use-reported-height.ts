import { useCallback } from 'react';

/**
 * A ref that reports the element's rendered height (CSS pixels) to `report` now and whenever it
 * changes, e.g. the header's height for pages that fill the space between header and footer.
 */
export function useReportedHeight(
  report: (height: number) => void,
): (element: HTMLElement | null) => (() => void) | undefined {
  return useCallback(
    (element: HTMLElement | null) => {
      if (!element) return undefined;
      report(element.getBoundingClientRect().height);
      if (typeof ResizeObserver === 'undefined') return undefined;
      const observer = new ResizeObserver(([entry]) => {
        if (entry) report(entry.borderBoxSize[0]?.blockSize ?? entry.contentRect.height);
      });
      observer.observe(element);
      return () => observer.disconnect();
    },
    [report],
  );
}
