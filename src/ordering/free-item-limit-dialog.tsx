import { defineMessages, useIntl } from 'react-intl';
import { Button } from '../ui/button/button';
import { Dialog } from '../ui/dialog/dialog';

const messages = defineMessages({
  title: { id: 'ordering.freeItem.title', defaultMessage: 'Hey now, don’t get greedy.' },
  text: { id: 'ordering.freeItem.text', defaultMessage: 'Only one free item allowed.' },
  okay: { id: 'ordering.freeItem.okay', defaultMessage: 'Okay' },
});

/** SPEC §2/§5: 'Hey now, don’t get greedy. Only one free item allowed.' with an Okay button. */
export function FreeItemLimitDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const intl = useIntl();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={intl.formatMessage(messages.title)}
      actions={<Button onClick={onClose}>{intl.formatMessage(messages.okay)}</Button>}
    >
      <p>{intl.formatMessage(messages.text)}</p>
    </Dialog>
  );
}
