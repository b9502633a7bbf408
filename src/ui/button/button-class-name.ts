import * as styles from './button.css';

export type ButtonVariant = keyof typeof styles.variant;
export type ButtonSize = keyof typeof styles.size;

export interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Stretches to the width of its container, e.g. 'Proceed to Checkout' in the cart panel. */
  fullWidth?: boolean;
}

/** The class list shared by `Button` and `LinkButton`, so a link can look like a button. */
export function buttonClassName({ variant = 'primary', size = 'md', fullWidth = false }: ButtonLook): string {
  return [styles.root, styles.variant[variant], styles.size[size], fullWidth && styles.fullWidth]
    .filter(Boolean)
    .join(' ');
}
