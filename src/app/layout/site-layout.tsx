import { Suspense, type ReactNode } from 'react';
import type { RouteLayout } from '../../config/paths';
import { DefaultLayout } from './default-layout';
import { useRouteChangeEffects } from './use-route-change-effects';
import { lazyPage } from '../lazy-page';

// The bare pages (and their bot-check) are rare: their layout loads with them.
const MinimalLayout = lazyPage(() => import('./minimal-layout'), 'MinimalLayout');

/** SPEC §2 "Layouts": the layout the route table gives the page (the minimal one for bare pages). */
export function SiteLayout({ layout, children }: { layout: RouteLayout; children: ReactNode }) {
  useRouteChangeEffects();
  return layout === 'minimal' ? (
    <Suspense fallback={null}>
      <MinimalLayout>{children}</MinimalLayout>
    </Suspense>
  ) : (
    <DefaultLayout>{children}</DefaultLayout>
  );
}
