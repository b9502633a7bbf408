import { useId, type ReactNode } from 'react';
import * as styles from './account.css';

/** A titled panel of an account page, named by its heading for assistive technology. */
export function AccountSection({ heading, children }: { heading: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionHeading}>
        {heading}
      </h2>
      {children}
    </section>
  );
}
