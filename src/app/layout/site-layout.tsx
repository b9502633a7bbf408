import type { ReactNode } from 'react';

/** PLACEHOLDER (being replaced by the site-frame work): picks the default or minimal layout by path. */
export function SiteLayout({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
