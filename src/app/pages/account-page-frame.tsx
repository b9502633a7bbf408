import type { ReactNode } from 'react';
import { AccountNav } from '../../features/account/components/account-nav';
import { usePageHeadingFocus } from '../page-navigation';
import { useDocumentTitle } from '../use-document-title';
import * as styles from './session-page.css';

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
  useDocumentTitle(title);
  return (
    <div className={styles.page}>
      <h1 ref={usePageHeadingFocus()} tabIndex={-1} className={styles.heading}>
        {heading}
      </h1>
      <AccountNav />
      {children}
    </div>
  );
}
