import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { DefaultLayout } from './default-layout';
import { BARE_PAGES } from './layout-constants';
import { MinimalLayout } from './minimal-layout';
import { useRouteChangeEffects } from './use-route-change-effects';

/** SPEC §2 "Layouts": the minimal layout for the bare pages, the default layout for every other. */
export function SiteLayout({ children }: { children: ReactNode }) {
  const [path] = useLocation();
  useRouteChangeEffects();
  return BARE_PAGES.includes(path) ? (
    <MinimalLayout>{children}</MinimalLayout>
  ) : (
    <DefaultLayout>{children}</DefaultLayout>
  );
}
