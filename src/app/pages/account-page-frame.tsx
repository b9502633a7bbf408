import type { ReactNode } from 'react';
import { AccountNav } from '../../features/account/components/account-nav';
import { PageFrame } from './page-frame';

/** What every account page has: its heading (also the tab's title) and the account navigation. */
export function AccountPageFrame({
  heading,
  title = heading,
  children,
}: {
  heading: string;
  /** The tab's title, when it differs from the heading (the greeting of /account). */
  title?: string;
  children: ReactNode;
}) {
  return (
    <PageFrame heading={heading} title={title}>
      <AccountNav />
      {children}
    </PageFrame>
  );
}
