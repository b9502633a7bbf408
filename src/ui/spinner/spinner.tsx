import * as styles from './spinner.css';

interface SpinnerProps {
  /** Translated text read by assistive technology, e.g. "Loading locations". */
  label: string;
}

export function Spinner({ label }: SpinnerProps) {
  return <span role="status" aria-label={label} className={styles.root} />;
}
