import type { ReactNode } from 'react';
import * as styles from './visually-hidden.css';

interface VisuallyHiddenProps {
  children: ReactNode;
}

/** Text for assistive technology only, e.g. the "(opens in a new tab)" hint. */
export function VisuallyHidden({ children }: VisuallyHiddenProps) {
  return <span className={styles.root}>{children}</span>;
}
