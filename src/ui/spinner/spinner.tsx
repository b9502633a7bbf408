import * as styles from './spinner.css';

type SpinnerProps = {
  size?: keyof typeof styles.size;
  tone?: keyof typeof styles.tone;
} & (
  | {
      /** Translated text read by assistive technology, e.g. "Loading locations". */
      label: string;
      decorative?: never;
    }
  | {
      /** Hidden from assistive technology, for places that announce busyness otherwise (a busy button). */
      decorative: true;
      label?: never;
    }
);

export function Spinner({ label, decorative, size = 'md', tone = 'brand' }: SpinnerProps) {
  const className = `${styles.root} ${styles.size[size]} ${styles.tone[tone]}`;
  if (decorative) return <span aria-hidden="true" className={className} />;
  return <span role="status" aria-label={label} className={className} />;
}
