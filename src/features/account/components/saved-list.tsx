import type { ReactNode } from 'react';
import { defineMessage, useIntl } from 'react-intl';
import { ApiError } from '../../../api/api-error';
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

/** A section listing a member's saved things, each removable after a confirmation (SPEC §3). */
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
  const removal = useConfirmedRemoval(remove);
  return (
    <Panel heading={heading}>
      {list.isPending && <Spinner label={loadingLabel} />}
      {list.error != null && <ErrorMessage messages={ApiError.from(list.error).messages} />}
      {list.data?.length === 0 && <p className={styles.muted}>{emptyText}</p>}
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
