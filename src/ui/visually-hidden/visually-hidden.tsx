import type { ReactNode } from 'react';
import * as styles from './visually-hidden.css';

interface VisuallyHiddenProps {
  children: ReactNode;
  /** The language of the text, where it differs from the page's. */
  lang?: string;
}

/** Text for assistive technology only, e.g. the "(opens in a new tab)" hint. */
export function VisuallyHidden({ children, lang }: VisuallyHiddenProps) {
  return (
    <span className={styles.root} lang={lang}>
      {children}
    </span>
  );
}
