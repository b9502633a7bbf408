import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../ui/button/button';
import { ErrorMessage } from '../../../ui/error-message/error-message';
import { Spinner } from '../../../ui/spinner/spinner';
import { VisuallyHidden } from '../../../ui/visually-hidden/visually-hidden';
import { useCardImpressions } from '../hooks/use-card-impressions';
import { useSiteCards } from '../hooks/use-site-cards';
import { messages } from '../messages';
import { InboxCard } from './inbox-card';
import * as styles from './content-cards.css';

/**
 * The member's inbox (SPEC §4): the inbox cards of this site, newest first. Showing them logs their
 * impressions (the header's count drops); "New" stays on the cards that were unread when the inbox
 * opened. After a dismissal the focus moves to the next card's Dismiss button (or the previous one,
 * or the empty inbox) and the dismissal is announced. Cards that could not be read are not an
 * empty inbox: the request's error (SPEC §8) shows, with a way to ask again.
 */
export function InboxList() {
  const intl = useIntl();
  const { cards, loadError, reload, logImpressions, logClick, dismiss } = useSiteCards('inbox');
  const [unreadAtOpen, setUnreadAtOpen] = useState<ReadonlySet<string>>();
  if (cards && !unreadAtOpen) {
    setUnreadAtOpen(new Set(cards.filter((card) => !card.viewed).map((card) => card.id)));
  }
  useCardImpressions(cards, logImpressions);

  const dismissButtons = useRef(new Map<string, HTMLButtonElement>());
  const emptyRef = useRef<HTMLParagraphElement>(null);
  const [focusAfterDismiss, setFocusAfterDismiss] = useState<{ id: string | undefined }>();
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (!focusAfterDismiss) return;
    const target = focusAfterDismiss.id ? dismissButtons.current.get(focusAfterDismiss.id) : emptyRef.current;
    target?.focus();
  }, [focusAfterDismiss, cards]);

  const onDismiss = (id: string) => {
    const ids = (cards ?? []).map((card) => card.id);
    const index = ids.indexOf(id);
    setFocusAfterDismiss({ id: ids[index + 1] ?? ids[index - 1] });
    setAnnouncement(intl.formatMessage(messages.dismissed));
    dismiss(id);
  };

  return (
    <>
      <div role="status">
        <VisuallyHidden>{announcement}</VisuallyHidden>
      </div>
      {loadError ? (
        <div className={styles.loadError}>
          <ErrorMessage error={loadError} />
          <Button variant="secondary" onClick={reload}>
            {intl.formatMessage(messages.retry)}
          </Button>
        </div>
      ) : !cards ? (
        <Spinner label={intl.formatMessage(messages.loading)} />
      ) : cards.length === 0 ? (
        <p ref={emptyRef} tabIndex={-1} className={styles.empty}>
          {intl.formatMessage(messages.empty)}
        </p>
      ) : (
        <ul className={styles.inboxList} aria-label={intl.formatMessage(messages.inboxLabel)}>
          {cards.map((card) => (
            <li key={card.id}>
              <InboxCard
                card={card}
                isNew={unreadAtOpen?.has(card.id) ?? false}
                onFollow={() => logClick(card.id)}
                onDismiss={() => onDismiss(card.id)}
                dismissRef={(button) => {
                  if (button) dismissButtons.current.set(card.id, button);
                  else dismissButtons.current.delete(card.id);
                }}
              />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
