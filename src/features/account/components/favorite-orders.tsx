import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { useListFavoriteOrders } from '../../../api/generated/endpoints/orders/orders';
import { Button } from '../../../ui/button/button';
import { ErrorMessage } from '../../../ui/error-message/error-message';
import { Spinner } from '../../../ui/spinner/spinner';
import { useReorderAction } from '../hooks/use-reorder-action';
import { PastOrderCard } from './past-order-card';
import { ReorderNotice } from './reorder-notice';
import { Panel } from '../../../ui/panel/panel';
import * as styles from './account.css';

const messages = defineMessages({
  heading: { id: 'account.favoriteOrders.heading', defaultMessage: 'Favorite orders' },
  loading: { id: 'account.favoriteOrders.loading', defaultMessage: 'Loading your favorite orders' },
  none: {
    id: 'account.favoriteOrders.none',
    defaultMessage: 'No favorites yet: save a past order as a favorite to order it again in one step.',
  },
  reorder: { id: 'account.favoriteOrders.reorder', defaultMessage: 'Reorder' },
});

const reorderLabel = defineMessage<{ description: string }>({
  id: 'account.favoriteOrders.reorderLabel',
  defaultMessage: 'Reorder favorite: {description}',
});

/** The member's favourite orders (GET orders/faves), each reordered with POST orders/faves/reorder. */
export function FavoriteOrders() {
  const intl = useIntl();
  const favorites = useListFavoriteOrders();
  const { reorder, reorderingKey, failure, leftOut } = useReorderAction();
  return (
    <Panel heading={intl.formatMessage(messages.heading)}>
      {favorites.isPending && <Spinner label={intl.formatMessage(messages.loading)} />}
      {favorites.error && <ErrorMessage error={favorites.error} />}
      <ReorderNotice failure={failure} leftOut={leftOut} />
      {favorites.data?.length === 0 && <p className={styles.muted}>{intl.formatMessage(messages.none)}</p>}
      {favorites.data && favorites.data.length > 0 && (
        <ul className={styles.orderList}>
          {favorites.data.map((favorite) => (
            <PastOrderCard
              key={favorite.id}
              title={favorite.description}
              order={favorite.order}
              actions={
                <Button
                  variant="secondary"
                  size="sm"
                  loading={reorderingKey === `favorite-${favorite.id}`}
                  aria-label={intl.formatMessage(reorderLabel, { description: favorite.description })}
                  onClick={() =>
                    reorder(
                      { kind: 'favorite', id: favorite.id, order: favorite.order },
                      `favorite-${favorite.id}`,
                    )
                  }
                >
                  {intl.formatMessage(messages.reorder)}
                </Button>
              }
            />
          ))}
        </ul>
      )}
    </Panel>
  );
}
