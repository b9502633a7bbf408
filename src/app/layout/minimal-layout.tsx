import type { ReactNode } from 'react';
import { SessionExpiredNotice } from '../../features/session/components/session-expired-notice';
import { useBotCheck } from '../../lib/bot-check';
import { FramePart } from './frame-part';
import { MAIN_CONTENT_ID } from './layout-constants';
import * as styles from './default-layout.css';

/**
 * SPEC §2 "Layouts": a bare page (shown inside the mobile app) with the bot-check ready, and the
 * notice of a refused token, which any page's call can meet.
 */
export function MinimalLayout({ children }: { children: ReactNode }) {
  useBotCheck();
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
      <FramePart>
        <SessionExpiredNotice />
      </FramePart>
      {children}
    </main>
  );
}
