import { Suspense, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { DefaultLayout } from './default-layout';
import { BARE_PAGES } from './layout-constants';
import { useRouteChangeEffects } from './use-route-change-effects';
import { lazyPage } from '../lazy-page';

// The bare pages (and their bot-check) are rare: their layout loads with them.
const MinimalLayout = lazyPage(() => import('./minimal-layout'), 'MinimalLayout');

/** SPEC §2 "Layouts": the minimal layout for the bare pages, the default layout for every other. */
export function SiteLayout({ children }: { children: ReactNode }) {
  const [path] = useLocation();
  useRouteChangeEffects();
  return BARE_PAGES.includes(path) ? (
    <Suspense fallback={null}>
      <MinimalLayout>{children}</MinimalLayout>
    </Suspense>
  ) : (
    <DefaultLayout>{children}</DefaultLayout>
  );
}
