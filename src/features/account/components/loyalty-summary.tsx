import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { useGetMemberBalance, useGetMemberLoyalty } from '../../../api/generated/endpoints/members/members';
import { useMemberOffers } from '../../../ordering/use-member-offers';
import { ErrorMessage } from '../../../ui/error-message/error-message';
import { Spinner } from '../../../ui/spinner/spinner';
import { useFormatPrice } from '../../../ui/price/use-format-price';
import { Panel } from '../../../ui/panel/panel';
import * as styles from './account.css';

const messages = defineMessages({
  heading: { id: 'account.loyalty.heading', defaultMessage: 'Your rewards' },
  loading: { id: 'account.loyalty.loading', defaultMessage: 'Loading your rewards' },
  points: { id: 'account.loyalty.points', defaultMessage: 'Points' },
  rewardsAvailable: { id: 'account.loyalty.rewardsAvailable', defaultMessage: 'Rewards ready to use' },
  rewardDollars: { id: 'account.loyalty.rewardDollars', defaultMessage: 'Reward dollars' },
  tier: { id: 'account.loyalty.tier', defaultMessage: 'Status' },
});

const toNextReward = defineMessage<{ points: number }>({
  id: 'account.loyalty.toNextReward',
  defaultMessage: '{points, plural, one {# point} other {# points}} to your next reward',
});

/**
 * The member's loyalty points and balance (GET members/loyalty and members/balance, SPEC §7). The
 * rewards ready to use are the wallet offers /offers lists on this channel (SPEC §5), not the
 * loyalty call's count, which also counts the other channel's offers.
 */
export function LoyaltySummary({ memberId }: { memberId: number }) {
  const intl = useIntl();
  const formatPrice = useFormatPrice();
  const loyalty = useGetMemberLoyalty();
  const balance = useGetMemberBalance({ memberID: memberId });
  const walletOffers = useMemberOffers();
  const error = loyalty.error ?? balance.error;

  return (
    <Panel heading={intl.formatMessage(messages.heading)}>
      {error && <ErrorMessage error={error} />}
      {(loyalty.isPending || balance.isPending || walletOffers.isPending) && !error && (
        <Spinner label={intl.formatMessage(messages.loading)} />
      )}
      {loyalty.data && balance.data && !walletOffers.isPending && (
        <dl className={styles.figures}>
          <div className={styles.figure}>
            <dt className={styles.figureLabel}>{intl.formatMessage(messages.points)}</dt>
            <dd className={styles.figureValue}>{intl.formatNumber(balance.data.points)}</dd>
          </div>
          <div className={styles.figure}>
            <dt className={styles.figureLabel}>{intl.formatMessage(messages.rewardsAvailable)}</dt>
            <dd className={styles.figureValue}>{intl.formatNumber(walletOffers.offers.length)}</dd>
          </div>
          <div className={styles.figure}>
            <dt className={styles.figureLabel}>{intl.formatMessage(messages.rewardDollars)}</dt>
            <dd className={styles.figureValue}>{formatPrice(balance.data.banked_currency ?? 0)}</dd>
          </div>
          {loyalty.data.tier && (
            <div className={styles.figure}>
              <dt className={styles.figureLabel}>{intl.formatMessage(messages.tier)}</dt>
              <dd className={styles.figureValue}>{loyalty.data.tier}</dd>
            </div>
          )}
        </dl>
      )}
      {loyalty.data?.points_to_next_reward != null && (
        <p className={styles.muted}>
          {intl.formatMessage(toNextReward, { points: loyalty.data.points_to_next_reward })}
        </p>
      )}
    </Panel>
  );
}
