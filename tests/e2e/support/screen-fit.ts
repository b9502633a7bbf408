import type { Page } from '@playwright/test';

/** How a page sits on the screen, measured in one script once it has loaded. */
export interface ScreenFit {
  /** The page's width (its `scrollWidth`), in CSS pixels. */
  pageWidth: number;
  /** The screen's height covered by the bars that stick to it (sticky or fixed), in CSS pixels. */
  barsHeight: number;
  /** The elements (outside those bars) that, once focused, sat wholly under them or off the screen. */
  hiddenWhenFocused: string[];
}

/**
 * Measures the page: its width, the sticky bars' share of the screen, and whether each focusable
 * element of the page (outside the bars), focused as Tab would, shows at least in part between them
 * (WCAG 2.2 2.4.11 Focus Not Obscured). Open dialogs are the top layer, not bars, and are left out.
 * With `focusWalk: false` it skips the focus walk (`hiddenWhenFocused` is then empty), a cheap
 * measure to repeat while the page settles.
 */
export function measureScreenFit(page: Page, { focusWalk = true } = {}): Promise<ScreenFit> {
  return page.evaluate((walkFocus) => {
    const pageWidth = document.documentElement.scrollWidth;
    const stuck = [...document.querySelectorAll<HTMLElement>('body *')].filter((element) => {
      const { position } = getComputedStyle(element);
      return (
        (position === 'sticky' || position === 'fixed') &&
        element.getBoundingClientRect().height > 0 &&
        !element.closest('dialog')
      );
    });
    const bars = stuck.filter(
      (element) => !stuck.some((other) => other !== element && other.contains(element)),
    );
    const screenHeight = window.innerHeight;
    const onScreen = (rect: DOMRect): [number, number] => [
      Math.max(0, rect.top),
      Math.min(screenHeight, rect.bottom),
    ];
    const covered = () => bars.map((bar) => onScreen(bar.getBoundingClientRect()));
    const barsHeight = covered().reduce((sum, [top, bottom]) => sum + Math.max(0, bottom - top), 0);
    if (!walkFocus) return { pageWidth, barsHeight, hiddenWhenFocused: [] };

    /** The length of `span` left visible once the covered spans are taken out of it. */
    const visibleLength = ([top, bottom]: [number, number], cover: [number, number][]) => {
      let visible = Math.max(0, bottom - top);
      const clipped = cover
        .map(([from, to]): [number, number] => [Math.max(from, top), Math.min(to, bottom)])
        .filter(([from, to]) => to > from)
        .sort((a, b) => a[0] - b[0]);
      let reach = top;
      for (const [from, to] of clipped) {
        visible -= Math.max(0, to - Math.max(from, reach));
        reach = Math.max(reach, to);
      }
      return visible;
    };

    const focusable = [
      ...document.querySelectorAll<HTMLElement>(
        'a[href], button, input:not([type="hidden"]), select, textarea, [tabindex]:not([tabindex="-1"])',
      ),
    ].filter(
      (element) =>
        !bars.some((bar) => bar.contains(element)) &&
        !element.closest('dialog, [inert], [hidden]') &&
        !(element as HTMLButtonElement).disabled &&
        element.getClientRects().length > 0 &&
        getComputedStyle(element).visibility === 'visible',
    );
    const hiddenWhenFocused: string[] = [];
    for (const element of focusable) {
      element.focus();
      if (document.activeElement !== element) continue;
      const rect = element.getBoundingClientRect();
      // Drawn above the bars (the skip link over the top bar), it shows wherever they are.
      const [x, y] = [rect.left + rect.width / 2, rect.top + rect.height / 2];
      const onTop = element.contains(document.elementFromPoint(x, y));
      if (!onTop && visibleLength(onScreen(rect), covered()) <= 0) {
        const name = element.getAttribute('aria-label') ?? element.textContent ?? '';
        hiddenWhenFocused.push(`${element.tagName.toLowerCase()} "${name.trim().slice(0, 40)}"`);
      }
    }
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
    return { pageWidth, barsHeight, hiddenWhenFocused };
  }, focusWalk);
}
