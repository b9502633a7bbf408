import { defineMessages, useIntl } from 'react-intl';
import { COOKIE_NAMES, writeCookie } from '../../../lib/cookies';
import { useOrderStore } from '../../../stores';
import { Button } from '../../../ui/button/button';
import { Dialog } from '../../../ui/dialog/dialog';
import { leaveSite } from '../leave-site';

const messages = defineMessages({
  exitCateringTitle: {
    id: 'navigation.exitCatering.title',
    defaultMessage: 'Are you sure you want to exit catering?',
  },
  exitCateringText: {
    id: 'navigation.exitCatering.text',
    defaultMessage: 'Exiting catering will clear your cart.',
  },
  exitCateringContinue: { id: 'navigation.exitCatering.continue', defaultMessage: 'Continue' },
  exitCateringCancel: { id: 'navigation.exitCatering.cancel', defaultMessage: 'Cancel' },
});

export interface CateringExitDialogProps {
  /** The other site's address the visitor is leaving for; null while nobody is leaving. */
  pendingHref: string | null;
  onCancel: () => void;
}

/** 'Are you sure you want to exit catering?': Continue clears the cart and leaves, Cancel stays. */
export function CateringExitDialog({ pendingHref, onCancel }: CateringExitDialogProps) {
  const intl = useIntl();
  const clearOrder = useOrderStore((state) => state.clearOrder);

  const exitCatering = () => {
    if (!pendingHref) return;
    writeCookie(COOKIE_NAMES.exitCatering, 'true');
    clearOrder();
    leaveSite(pendingHref);
  };

  return (
    <Dialog
      open={pendingHref !== null}
      onClose={onCancel}
      title={intl.formatMessage(messages.exitCateringTitle)}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {intl.formatMessage(messages.exitCateringCancel)}
          </Button>
          <Button onClick={exitCatering}>{intl.formatMessage(messages.exitCateringContinue)}</Button>
        </>
      }
    >
      <p>{intl.formatMessage(messages.exitCateringText)}</p>
    </Dialog>
  );
}
