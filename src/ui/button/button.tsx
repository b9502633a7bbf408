import type { ComponentPropsWithRef, MouseEvent } from 'react';
import { Spinner } from '../spinner/spinner';
import { buttonClassName, type ButtonLook } from './button-class-name';
import * as styles from './button.css';

export type ButtonProps = Omit<ComponentPropsWithRef<'button'>, 'className' | 'style'> &
  ButtonLook & {
    /**
     * Work is under way: shows a spinner in place of the label (the width holds), sets `aria-busy`
     * and ignores clicks, so a double click cannot submit twice. The button stays focusable.
     */
    loading?: boolean;
  };

/** A native button; `type` defaults to "button" so it never submits a form by accident. */
export function Button({
  variant,
  size,
  fullWidth,
  loading = false,
  type = 'button',
  onClick,
  children,
  ...buttonProps
}: ButtonProps) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      // Also stops a submit button from submitting its form again.
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };

  return (
    <button
      {...buttonProps}
      type={type}
      aria-busy={loading || undefined}
      aria-disabled={loading || buttonProps['aria-disabled']}
      onClick={handleClick}
      className={buttonClassName({ variant, size, fullWidth })}
    >
      <span className={loading ? styles.contentWhileLoading : styles.content}>{children}</span>
      {loading && (
        <span className={styles.spinnerSlot}>
          <Spinner decorative size="sm" tone="current" />
        </span>
      )}
    </button>
  );
}
