import { useEffect, useRef, useState, type ReactNode } from 'react';
import { defineMessage, useIntl } from 'react-intl';
import { announce } from '../../../ui/announcer/announcer-store';
import { Button } from '../../../ui/button/button';
import { ErrorMessage } from '../../../ui/error-message/error-message';
import { Spinner } from '../../../ui/spinner/spinner';
import { useConfirmedRemoval } from '../hooks/use-confirmed-removal';
import { removalMessages } from '../removal-messages';
import { ConfirmRemovalDialog } from './confirm-removal-dialog';
import { Panel } from '../../../ui/panel/panel';
import * as styles from './account.css';

const removeLabel = defineMessage<{ item: string }>({
  id: 'account.savedList.removeLabel',
  defaultMessage: 'Remove {item}',
});

const removedNotice = defineMessage<{ item: string }>({
  id: 'account.savedList.removed',
  defaultMessage: '{item} removed.',
  description: 'Announced once a saved card, address or favourite location is removed.',
});

export interface SavedListProps<Item extends { id: number }> {
  heading: string;
  loadingLabel: string;
  emptyText: string;
  /** The question the removal dialog asks, e.g. "Remove this card?". */
  removeTitle: string;
  /** The list as its query holds it. */
  list: { data?: readonly Item[]; error: unknown; isPending: boolean };
  /** The item as the member knows it ("Visa ending in 4242"): its line, and the dialog's subject. */
  nameOf: (item: Item) => string;
  /** A second line under the name (the default mark, an address's city). */
  detailOf?: (item: Item) => ReactNode;
  /** More actions beside Remove (order from a favourite). */
  actionsOf?: (item: Item) => ReactNode;
  /** Removes the item on the server and puts what remains in the cache. */
  remove: (item: Item) => Promise<unknown>;
}

/**
 * A section listing a member's saved things, each removable after a confirmation (SPEC §3). Once an
 * item goes, its Remove button goes with it: the focus moves to the next item's Remove button (or
 * the previous one's, or the empty list's sentence) and the removal is announced.
 */
export function SavedList<Item extends { id: number }>({
  heading,
  loadingLabel,
  emptyText,
  removeTitle,
  list,
  nameOf,
  detailOf,
  actionsOf,
  remove,
}: SavedListProps<Item>) {
  const intl = useIntl();
  const removeButtons = useRef(new Map<number, HTMLButtonElement>());
  const emptyRef = useRef<HTMLParagraphElement>(null);
  const [afterRemoval, setAfterRemoval] = useState<{ neighbour: number | undefined; name: string }>();
  const removal = useConfirmedRemoval(async (item: Item) => {
    const ids = (list.data ?? []).map(({ id }) => id);
    const index = ids.indexOf(item.id);
    const name = nameOf(item);
    await remove(item);
    setAfterRemoval({ neighbour: ids[index + 1] ?? ids[index - 1], name });
  });

  // Runs once the dialog has closed (its own live region gone) and again as the list catches up.
  useEffect(() => {
    if (!afterRemoval) return;
    const target =
      afterRemoval.neighbour === undefined
        ? emptyRef.current
        : removeButtons.current.get(afterRemoval.neighbour);
    if (!target) return;
    target.focus();
    announce(intl.formatMessage(removedNotice, { item: afterRemoval.name }));
    setAfterRemoval(undefined);
  }, [afterRemoval, list.data, intl]);

  return (
    <Panel heading={heading}>
      {list.isPending && <Spinner label={loadingLabel} />}
      {list.error != null && <ErrorMessage error={list.error} />}
      {list.data?.length === 0 && (
        <p ref={emptyRef} tabIndex={-1} className={styles.muted}>
          {emptyText}
        </p>
      )}
      {list.data && list.data.length > 0 && (
        <ul className={styles.orderList}>
          {list.data.map((item) => (
            <li key={item.id} className={styles.order}>
              <span className={styles.orderText}>
                <span className={styles.orderTitle}>{nameOf(item)}</span>
                {detailOf && <span className={styles.muted}>{detailOf(item)}</span>}
              </span>
              <span className={styles.actions}>
                {actionsOf?.(item)}
                <Button
                  ref={(button: HTMLButtonElement | null) => {
                    if (button) removeButtons.current.set(item.id, button);
                    else removeButtons.current.delete(item.id);
                  }}
                  variant="secondary"
                  size="sm"
                  onClick={() => removal.ask(item)}
                  aria-label={intl.formatMessage(removeLabel, { item: nameOf(item) })}
                >
                  {intl.formatMessage(removalMessages.remove)}
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
      <ConfirmRemovalDialog
        open={removal.asking !== undefined}
        title={removeTitle}
        subject={removal.asking ? nameOf(removal.asking) : ''}
        removing={removal.removing}
        failure={removal.failure}
        onConfirm={removal.confirm}
        onCancel={removal.cancel}
      />
    </Panel>
  );
}
