import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { ApiError } from '../../../api/api-error';
import {
  getListFavoriteLocationsQueryKey,
  useListFavoriteLocations,
  useRemoveFavoriteLocation,
} from '../../../api/generated/endpoints/members/members';
import type { Location } from '../../../api/generated/model';
import { FAVORITES_SELECT } from '../../../config/inputs';
import { paths } from '../../../config/paths';
import { takesOrders } from '../../../ordering/takes-orders';
import { useChooseLocation } from '../../../ordering/use-choose-location';
import { Button } from '../../../ui/button/button';
import { ErrorMessage } from '../../../ui/error-message/error-message';
import { Select } from '../../../ui/select/select';
import { SavedList } from './saved-list';
import * as styles from './account.css';

const messages = defineMessages({
  heading: { id: 'account.favorites.heading', defaultMessage: 'Favorite locations' },
  loading: { id: 'account.favorites.loading', defaultMessage: 'Loading your favorite locations' },
  none: { id: 'account.favorites.none', defaultMessage: 'You have no favorite locations yet.' },
  removeTitle: { id: 'account.favorites.removeTitle', defaultMessage: 'Remove this favorite location?' },
  choose: { id: 'account.favorites.choose', defaultMessage: 'Order from a favorite location' },
  orderHere: { id: 'account.favorites.orderHere', defaultMessage: 'Order Here' },
  notTakingOrders: {
    id: 'account.favorites.notTakingOrders',
    defaultMessage: 'This restaurant is not taking orders.',
    description: 'Instead of "Order Here" for a favourite closed every day of the week.',
  },
});

const optionNotTakingOrders = defineMessage<{ location: string }>({
  id: 'account.favorites.optionNotTakingOrders',
  defaultMessage: '{location} (not taking orders)',
});

/**
 * The member's favourite locations (GET members/faves/locations): each removable, and one chosen in
 * the SPEC §5 favourites select (single choice, 300 options at most, 3 shown) to order from.
 */
export function FavoriteLocations() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const favorites = useListFavoriteLocations();
  const { mutateAsync: removeFavorite } = useRemoveFavoriteLocation();
  const chooseLocation = useChooseLocation();
  const [chosenId, setChosenId] = useState('');
  const [ordering, setOrdering] = useState(false);
  const [failure, setFailure] = useState<ApiError>();

  const options = (favorites.data ?? []).slice(0, FAVORITES_SELECT.maxOptions).map((location) => {
    const label = `${location.name}, ${location.address}`;
    return {
      value: String(location.id),
      label: takesOrders(location) ? label : intl.formatMessage(optionNotTakingOrders, { location: label }),
    };
  });
  const chosen = favorites.data?.find((location) => String(location.id) === chosenId) ?? favorites.data?.[0];

  const orderFrom = async (location: Location | undefined) => {
    if (!location || ordering || !takesOrders(location)) return;
    setOrdering(true);
    setFailure(undefined);
    try {
      await chooseLocation(location);
      navigate(paths.order.href());
    } catch (error) {
      setFailure(ApiError.from(error));
      setOrdering(false);
    }
  };

  return (
    <>
      <SavedList<Location>
        heading={intl.formatMessage(messages.heading)}
        loadingLabel={intl.formatMessage(messages.loading)}
        emptyText={intl.formatMessage(messages.none)}
        removeTitle={intl.formatMessage(messages.removeTitle)}
        list={favorites}
        nameOf={(location) => location.name}
        detailOf={(location) => `${location.address}, ${location.city}, ${location.state} ${location.zip}`}
        remove={async (location) => {
          const remaining = await removeFavorite({ id: location.id });
          queryClient.setQueryData(getListFavoriteLocationsQueryKey(), remaining);
        }}
      />
      {options.length > 0 && (
        <div className={styles.chooser}>
          <Select
            label={intl.formatMessage(messages.choose)}
            options={options}
            size={FAVORITES_SELECT.shown}
            value={chosen ? String(chosen.id) : ''}
            onValueChange={setChosenId}
          />
          <ErrorMessage error={failure} />
          {/* A restaurant closed every day offers no time to order for: said before a cart is built. */}
          {chosen && !takesOrders(chosen) ? (
            <p className={styles.notTakingOrders}>{intl.formatMessage(messages.notTakingOrders)}</p>
          ) : (
            <div>
              <Button loading={ordering} onClick={() => void orderFrom(chosen)}>
                {intl.formatMessage(messages.orderHere)}
              </Button>
            </div>
          )}
        </div>
      )}
    </>
  );
}
