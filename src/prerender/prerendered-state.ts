import type { DehydratedState } from '@tanstack/react-query';

/** The element holding a prerendered page's query cache, and the attribute naming its address. */
export const PRERENDERED_STATE_ID = 'prerendered-state';
export const PRERENDERED_ADDRESS_ATTRIBUTE = 'data-prerendered';

/** The state to hydrate with, when `root` holds the page prerendered for `address`. */
export function readPrerenderedState(root: HTMLElement, address: string): DehydratedState | undefined {
  if (root.getAttribute(PRERENDERED_ADDRESS_ATTRIBUTE) !== address) return undefined;
  try {
    const text = document.getElementById(PRERENDERED_STATE_ID)?.textContent;
    return text ? (JSON.parse(text) as DehydratedState) : undefined;
  } catch {
    return undefined;
  }
}

/** The state as a JSON data block that no `</script>` in a CMS text can end early. */
export const prerenderedStateScript = (state: DehydratedState): string =>
  `<script type="application/json" id="${PRERENDERED_STATE_ID}">${JSON.stringify(state).replaceAll('<', '\\u003c')}</script>`;
