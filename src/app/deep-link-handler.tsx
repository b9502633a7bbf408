import { Suspense } from 'react';
import { useSearch } from 'wouter';
import { hasDeepLink } from '../features/menu/deep-link/deep-link-query';
import { useOnceTrue } from '../lib/use-once-true';
import { lazyPage } from './lazy-page';

// Following a deep link creates or transfers an order: code most visits never need, so it loads the
// first time an address carries one (SPEC §9 budget).
const DeepLinkFollower = lazyPage(
  () => import('../features/menu/deep-link/deep-link-follower'),
  'DeepLinkFollower',
);

/** SPEC §4: a `?product=` or `?store=` deep link works on any page of the site. */
export function DeepLinkHandler() {
  const needed = useOnceTrue(hasDeepLink(useSearch()));
  return needed ? (
    <Suspense fallback={null}>
      <DeepLinkFollower />
    </Suspense>
  ) : null;
}
