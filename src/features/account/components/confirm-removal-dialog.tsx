import { useIntl } from 'react-intl';
import type { ApiError } from '../../../api/api-error';
import { Button } from '../../../ui/button/button';
import { Dialog } from '../../../ui/dialog/dialog';
import { ErrorMessage } from '../../../ui/error-message/error-message';

import { removalMessages as messages } from '../removal-messages';

export interface ConfirmRemovalDialogProps {
  /** What is asked, e.g. "Remove this card?" (also the dialog's name). */
  title: string;
  /** The thing itself as the member knows it, e.g. "Visa ending in 4242". */
  subject: string;
  open: boolean;
  removing: boolean;
  /** Why the last removal failed; none when undefined. */
  failure: ApiError | undefined;
  onConfirm: () => void;
  onCancel: () => void;
  /** The confirming button's label, "Remove" unless said otherwise. */
  confirmLabel?: string;
}

/**
 * Asks before a saved card, address or favourite goes. While the removal is on its way the dialog
 * stays open and Remove is busy, so it cannot be sent twice.
 */
export function ConfirmRemovalDialog({
  title,
  subject,
  open,
  removing,
  failure,
  onConfirm,
  onCancel,
  confirmLabel,
}: ConfirmRemovalDialogProps) {
  const intl = useIntl();
  const cancel = () => {
    if (!removing) onCancel();
  };
  return (
    <Dialog
      open={open}
      onClose={cancel}
      title={title}
      actions={
        <>
          <Button variant="danger" loading={removing} onClick={onConfirm}>
            {confirmLabel ?? intl.formatMessage(messages.remove)}
          </Button>
          <Button variant="secondary" onClick={cancel}>
            {intl.formatMessage(messages.keep)}
          </Button>
        </>
      }
    >
      <p>{subject}</p>
      <ErrorMessage error={failure} />
    </Dialog>
  );
}
