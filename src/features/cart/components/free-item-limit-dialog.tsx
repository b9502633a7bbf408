import { useIntl } from 'react-intl';
import { Button } from '../../../ui/button/button';
import { Dialog } from '../../../ui/dialog/dialog';
import { messages } from '../messages';

/** SPEC §5 "Free-item limit": plus on a line at its limit shows this and adds nothing. */
export function FreeItemLimitDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const intl = useIntl();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={intl.formatMessage(messages.freeItemLimitTitle)}
      actions={<Button onClick={onClose}>{intl.formatMessage(messages.okay)}</Button>}
    >
      <p>{intl.formatMessage(messages.freeItemLimit)}</p>
    </Dialog>
  );
}
