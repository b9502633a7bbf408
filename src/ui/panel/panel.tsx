import { useId, type ReactNode } from 'react';
import * as styles from './panel.css';

/** A titled panel of a page, a region named by its heading for assistive technology. */
export function Panel({ heading, children }: { heading: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {heading}
      </h2>
      {children}
    </section>
  );
}
