import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { paths } from '../../../config/paths';
import { langOfText } from '../../../i18n/text-lang';
import { useCurrentOrder } from '../../../ordering/use-current-order';
import { useWalletOfferChange } from '../../../ordering/use-wallet-offer-change';
import { walletOfferAction } from '../../../ordering/wallet-offer-rules';
import { Button } from '../../../ui/button/button';
import { Link } from '../../../ui/link/link';
import { Panel } from '../../../ui/panel/panel';
import { Spinner } from '../../../ui/spinner/spinner';
import { useMemberOffers } from '../../../ordering/use-member-offers';
import * as styles from './offers.css';

const messages = defineMessages({
  heading: { id: 'offers.list.heading', defaultMessage: 'Your offers' },
  loading: { id: 'offers.list.loading', defaultMessage: 'Loading your offers' },
  none: { id: 'offers.list.none', defaultMessage: 'You have no offers right now. Check back soon!' },
  apply: { id: 'offers.list.apply', defaultMessage: 'Apply' },
  remove: { id: 'offers.list.remove', defaultMessage: 'Remove' },
  startOrder: { id: 'offers.list.startOrder', defaultMessage: 'Start an order to use your offers.' },
  otherCoupon: {
    id: 'offers.list.otherCoupon',
    defaultMessage: 'Another code is on your order: remove it in the cart to use this offer.',
  },
});

const expires = defineMessage<{ date: string }>({
  id: 'offers.list.expires',
  defaultMessage: 'Use by {date}',
});
const applyLabel = defineMessage<{ label: string }>({
  id: 'offers.list.applyLabel',
  defaultMessage: 'Apply {label}',
});
const removeLabel = defineMessage<{ label: string }>({
  id: 'offers.list.removeLabel',
  defaultMessage: 'Remove {label}',
});

/**
 * The member's wallet offers (SPEC §4/§5), each applied to or removed from the current order with
 * the cart's rules and messages; with no order yet, a way to start one.
 */
export function MemberOffers() {
  const intl = useIntl();
  const { offers, isPending } = useMemberOffers();
  const { order } = useCurrentOrder();
  const { error, pendingId, change } = useWalletOfferChange(order);

  return (
    <Panel heading={intl.formatMessage(messages.heading)}>
      {isPending && <Spinner label={intl.formatMessage(messages.loading)} />}
      {!isPending && offers.length === 0 && (
        <p className={styles.muted}>{intl.formatMessage(messages.none)}</p>
      )}
      {offers.length > 0 && !order && (
        <p>
          <Link href={paths.order.href()}>{intl.formatMessage(messages.startOrder)}</Link>
        </p>
      )}
      {offers.length > 0 && (
        <ul className={styles.list}>
          {offers.map((offer) => {
            const action = walletOfferAction(offer, order?.coupon?.couponcode);
            // An offer the server has no translation of comes, and is marked, in English.
            const offerLang = langOfText(offer.language, intl.locale);
            return (
              <li key={offer.id} className={styles.offer}>
                {offer.image && (
                  <img className={styles.image} src={offer.image} alt="" width={96} height={72} />
                )}
                <div className={styles.text}>
                  <span className={styles.label} lang={offerLang}>
                    {offer.label}
                  </span>
                  {offer.description && <span lang={offerLang}>{offer.description}</span>}
                  {offer.expires && (
                    <span className={styles.muted}>
                      {intl.formatMessage(expires, {
                        date: intl.formatDate(offer.expires, { dateStyle: 'medium', timeZone: 'UTC' }),
                      })}
                    </span>
                  )}
                  {order && action === 'apply-disabled' && (
                    <span className={styles.muted}>{intl.formatMessage(messages.otherCoupon)}</span>
                  )}
                </div>
                {order && (
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={action === 'apply-disabled'}
                    loading={pendingId === offer.id}
                    aria-label={intl.formatMessage(action === 'remove' ? removeLabel : applyLabel, {
                      label: offer.label,
                    })}
                    onClick={() => void change(offer, action === 'remove' ? 'remove' : 'apply')}
                  >
                    {intl.formatMessage(action === 'remove' ? messages.remove : messages.apply)}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <p role="alert" className={styles.error}>
        {error}
      </p>
    </Panel>
  );
}
