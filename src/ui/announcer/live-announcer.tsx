import { useAnnouncerOutlet } from './announcer-store';
import * as styles from '../visually-hidden/visually-hidden.css';

/**
 * The polite live region that `announce()` speaks through: mounted once for the page and once in
 * each open modal dialog (the page behind a modal is inert, so its region would stay silent).
 */
export function LiveAnnouncer() {
  const message = useAnnouncerOutlet();
  return (
    <div role="status" aria-live="polite" aria-atomic="true" data-live-announcer="" className={styles.root}>
      {/* A new node per message, so the same words said twice are read twice. */}
      {message && <span key={message.id}>{message.text}</span>}
    </div>
  );
}
