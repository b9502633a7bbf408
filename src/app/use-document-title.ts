import { useEffect } from 'react';

/** Sets the tab title for the page being shown; pass already-translated text. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
