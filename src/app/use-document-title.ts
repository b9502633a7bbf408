import { usePageHead } from './page-head/use-page-head';

/** Sets the tab title (and the head around it) for the page being shown; pass already-translated text. */
export function useDocumentTitle(
  title: string,
  head: Omit<Parameters<typeof usePageHead>[0], 'title'> = {},
): void {
  usePageHead({ title, ...head });
}
