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
    /**
     * Work started by this or a sibling control is being saved: like `loading` without the spinner.
     * The button keeps its place and focus (a disabled one would drop focus to the page) and ignores
     * activation until the work is done.
     */
    busy?: boolean;
  };

/** A native button; `type` defaults to "button" so it never submits a form by accident. */
export function Button({
  variant,
  size,
  fullWidth,
  loading = false,
  busy = false,
  type = 'button',
  onClick,
  children,
  ...buttonProps
}: ButtonProps) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading || busy) {
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
      aria-busy={loading || busy || undefined}
      aria-disabled={loading || busy || buttonProps['aria-disabled']}
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
