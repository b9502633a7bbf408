import { useIntl } from 'react-intl';
import { Button } from '../../../ui/button/button';
import { Dialog } from '../../../ui/dialog/dialog';
import { messages } from '../messages';

/** SPEC §2/§5: 'Hey now, don’t get greedy. Only one free item allowed.' with an Okay button. */
export function FreeItemDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const intl = useIntl();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={intl.formatMessage(messages.freeItemTitle)}
      actions={<Button onClick={onClose}>{intl.formatMessage(messages.okay)}</Button>}
    >
      <p>{intl.formatMessage(messages.freeItemText)}</p>
    </Dialog>
  );
}
