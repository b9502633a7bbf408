import { useEffect, useId, useRef, type MouseEvent, type ReactNode, type SyntheticEvent } from 'react';
import { defineMessage, useIntl } from 'react-intl';
import { LiveAnnouncer } from '../announcer/live-announcer';
import { Button } from '../button/button';
import * as styles from './dialog.css';

const messages = {
  close: defineMessage({
    id: 'ui.dialog.close',
    defaultMessage: 'Close',
    description: 'Button that closes a dialog.',
  }),
};

export interface DialogProps {
  open: boolean;
  /** Asked for by the close button, Escape and (unless turned off) a click on the backdrop. */
  onClose: () => void;
  /** The heading, which also names the dialog for assistive technology. */
  title: ReactNode;
  children: ReactNode;
  /** Buttons at the foot, e.g. 'Place Order' and 'Return to checkout'. */
  actions?: ReactNode;
  placement?: keyof typeof styles.placement;
  closeOnBackdropClick?: boolean;
  /**
   * False while the dialog's work must not be walked away from (an order being placed): the close
   * button, Escape and the backdrop then do nothing, and the close button says it is unavailable.
   */
  dismissible?: boolean;
}

/**
 * A modal dialog on the native `<dialog>` and `showModal()`: the browser traps focus and makes the
 * page behind inert. Focus goes back to whatever opened it. Its content mounts only while open.
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  actions,
  placement = 'center',
  closeOnBackdropClick = true,
  dismissible = true,
}: DialogProps) {
  const intl = useIntl();
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const pressStartedOnBackdrop = useRef(false);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  // React passes cancel and close up its tree: those of a dialog opened inside this one (the
  // free-item popup in the cart) are that dialog's own business.
  const isOwn = (event: SyntheticEvent<HTMLDialogElement>) => event.target === event.currentTarget;

  // Escape: the platform asks to cancel; the owner of `open` decides.
  const handleCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    if (!isOwn(event)) return;
    event.preventDefault();
    if (dismissible) onClose();
  };

  const requestClose = () => {
    if (dismissible) onClose();
  };

  // Closed by the platform itself (a `method="dialog"` form, a repeated Escape): keep `open` in step.
  // Chrome closes without a cancelable cancel on a second Escape: an undismissible dialog reopens.
  const handleNativeClose = (event: SyntheticEvent<HTMLDialogElement>) => {
    if (!open || !isOwn(event)) return;
    if (dismissible) onClose();
    else event.currentTarget.showModal();
  };

  const handlePointerDown = (event: MouseEvent<HTMLDialogElement>) => {
    pressStartedOnBackdrop.current = event.target === event.currentTarget;
  };

  // A drag that starts inside (selecting text) and ends on the backdrop is not a backdrop click.
  const handleClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (closeOnBackdropClick && pressStartedOnBackdrop.current && event.target === event.currentTarget) {
      requestClose();
    }
  };

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      className={`${styles.root} ${styles.placement[placement]}`}
      onCancel={handleCancel}
      onClose={handleNativeClose}
      onPointerDown={handlePointerDown}
      onClick={handleClick}
    >
      {open && (
        <div className={styles.frame}>
          <div className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            <Button
              variant="ghost"
              size="sm"
              aria-label={intl.formatMessage(messages.close)}
              aria-disabled={!dismissible || undefined}
              onClick={requestClose}
            >
              <span aria-hidden="true">✕</span>
            </Button>
          </div>
          <div className={styles.body}>{children}</div>
          {actions && <div className={styles.actions}>{actions}</div>}
          <LiveAnnouncer />
        </div>
      )}
    </dialog>
  );
}
