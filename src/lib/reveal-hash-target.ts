import { useEffect } from 'react';

/** How long a page may take to render the element its address names (its chunk, then its data). */
const WAIT_FOR_TARGET_MS = 10_000;

/**
 * Calls `found` with the element whose id is `id` once it is in the document: at once when it is
 * already there, else when a later change adds it, for up to `timeoutMs`. Returns a function that
 * stops waiting.
 */
export function whenElementPresent(
  id: string,
  found: (element: HTMLElement) => void,
  timeoutMs = WAIT_FOR_TARGET_MS,
): () => void {
  const present = document.getElementById(id);
  if (present) {
    found(present);
    return () => undefined;
  }
  const observer = new MutationObserver(() => {
    const element = document.getElementById(id);
    if (!element) return;
    stop();
    found(element);
  });
  const timer = setTimeout(() => stop(), timeoutMs);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}

/** The element a `#fragment` names, scrolled to the top of the view and focused (when focusable). */
function reveal(element: HTMLElement): void {
  element.scrollIntoView({ block: 'start' });
  element.focus({ preventScroll: true });
}

/** The id the address's `#fragment` names; a malformed escape is taken as written. */
function fragmentId(): string {
  const fragment = window.location.hash.slice(1);
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}

/**
 * In-app links to a `#fragment` (such as `/#catering-menu`) go through `history.pushState`, which
 * never scrolls, and a page opened at one renders the target after the browser has looked for it.
 * This brings the target into view and focus in both cases, once the page has rendered it. Plain
 * in-page anchors (`<a href="#…">`) are left to the browser.
 */
export function useRevealHashTarget(): void {
  useEffect(() => {
    let stopWaiting: () => void = () => undefined;
    const revealFragment = () => {
      stopWaiting();
      const id = fragmentId();
      if (id) stopWaiting = whenElementPresent(id, reveal);
    };
    revealFragment();
    // wouter's navigation dispatches `pushState` on window after calling history.pushState.
    window.addEventListener('pushState', revealFragment);
    return () => {
      stopWaiting();
      window.removeEventListener('pushState', revealFragment);
    };
  }, []);
}

/** Whether the address names a fragment: the page keeps its place instead of scrolling to the top. */
export const hasFragment = (): boolean => fragmentId() !== '';

/**
 * Whether focus is in the element the address's `#fragment` names: a page heading that mounts
 * later (its content loaded after the target) leaves it there instead of taking focus back.
 */
export function fragmentTargetHasFocus(): boolean {
  const id = fragmentId();
  const target = id ? document.getElementById(id) : null;
  return target !== null && target.contains(document.activeElement);
}
