import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { paths } from '../config/paths';
import { selectHasLocation, useLocationStore } from '../stores';

/** SPEC §2: a product requested with no location chosen sends the user to /locations. */
export function RequireLocation({ children }: { children: ReactNode }) {
  const hasLocation = useLocationStore(selectHasLocation);
  return hasLocation ? children : <Redirect to={paths.locations.href()} replace />;
}
