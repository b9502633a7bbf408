import type { Ref } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../ui/button/button';
import { VisuallyHidden } from '../../../ui/visually-hidden/visually-hidden';
import { messages } from '../messages';

/**
 * A card's Dismiss button, named "Dismiss" and the card's title: the title is read in its own
 * language, so an English card on a Spanish page is not read with Spanish sounds.
 */
export function DismissCardButton({
  title,
  titleLang,
  onDismiss,
  buttonRef,
}: {
  title: string;
  titleLang: string | undefined;
  onDismiss: () => void;
  buttonRef?: Ref<HTMLButtonElement>;
}) {
  const intl = useIntl();
  return (
    <Button ref={buttonRef} variant="secondary" size="sm" onClick={onDismiss}>
      {intl.formatMessage(messages.dismiss)} <VisuallyHidden lang={titleLang}>{title}</VisuallyHidden>
    </Button>
  );
}
