import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { Order } from '../../../api/generated/model';
import { langOfText } from '../../../i18n/text-lang';
import { Button } from '../../../ui/button/button';
import { useWalletOffers } from '../hooks/use-wallet-offers';
import { messages } from '../messages';
import * as styles from './wallet-offer-list.css';

/** SPEC §2/§4: the member's available wallet offers with Apply or Remove (Apply disabled under another coupon). */
export function WalletOfferList({ order }: { order: Order }) {
  const intl = useIntl();
  const headingId = useId();
  const { signedIn, offers, error, pendingId, change } = useWalletOffers(order);
  if (!signedIn || offers.length === 0) return null;
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        {intl.formatMessage(messages.walletOffers)}
      </h3>
      <ul className={styles.list}>
        {offers.map(({ offer, action }) => (
          <li key={offer.id} className={styles.offer}>
            <span lang={langOfText(offer.language, intl.locale)}>{offer.label}</span>
            <Button
              variant="secondary"
              size="sm"
              disabled={action === 'apply-disabled'}
              loading={pendingId === offer.id}
              aria-label={intl.formatMessage(
                action === 'remove' ? messages.removeOffer : messages.applyOffer,
                {
                  label: offer.label,
                },
              )}
              onClick={() => void change(offer, action === 'remove' ? 'remove' : 'apply')}
            >
              {intl.formatMessage(action === 'remove' ? messages.removePromo : messages.applyPromo)}
            </Button>
          </li>
        ))}
      </ul>
      <p role="alert" className={styles.error}>
        {error}
      </p>
    </section>
  );
}
