import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { ApiError } from '../../../api/api-error';
import {
  getGetMemberBalanceQueryKey,
  getGetMemberLoyaltyQueryKey,
  getListMemberOffersQueryKey,
  useGetMemberBalance,
  useRedeemMemberOffer,
} from '../../../api/generated/endpoints/members/members';
import type { MemberBalanceRedeemablesItem } from '../../../api/generated/model';
import { CLIENT_TYPE } from '../../../config/client';
import { selectIsCatering, usePreferencesStore } from '../../../stores';
import { Button } from '../../../ui/button/button';
import { ErrorMessage } from '../../../ui/error-message/error-message';
import { Panel } from '../../../ui/panel/panel';
import * as styles from './offers.css';

const messages = defineMessages({
  heading: { id: 'offers.redeem.heading', defaultMessage: 'Rewards for your points' },
  redeem: { id: 'offers.redeem.redeem', defaultMessage: 'Redeem' },
});

const balance = defineMessage<{ points: number }>({
  id: 'offers.redeem.balance',
  defaultMessage: 'You have {points, plural, one {# point} other {# points}}.',
});
const cost = defineMessage<{ points: number }>({
  id: 'offers.redeem.cost',
  defaultMessage: '{points, plural, one {# point} other {# points}}',
});
const redeemLabel = defineMessage<{ name: string; points: number }>({
  id: 'offers.redeem.label',
  defaultMessage: 'Redeem {name} for {points, plural, one {# point} other {# points}}',
});
const redeemed = defineMessage<{ name: string }>({
  id: 'offers.redeem.done',
  defaultMessage: '{name} is now in your offers.',
});

/**
 * What the member's points can buy (GET members/balance) and the redemption itself (POST
 * members/redeem): the balance and the offers are read again once a reward is bought.
 */
export function RedeemableRewards({ memberId }: { memberId: number }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const isCatering = usePreferencesStore(selectIsCatering);
  const points = useGetMemberBalance({ memberID: memberId });
  const { mutateAsync: redeem } = useRedeemMemberOffer();
  const [pendingId, setPendingId] = useState<string>();
  const [failure, setFailure] = useState<ApiError>();
  const [done, setDone] = useState<string>();
  const inFlight = useRef(false);

  const buy = async (reward: MemberBalanceRedeemablesItem) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setPendingId(reward.id);
    setFailure(undefined);
    setDone(undefined);
    try {
      await redeem({
        data: { id: reward.id, channel: isCatering ? 'catering' : CLIENT_TYPE },
        params: { memberID: memberId },
      });
      setDone(intl.formatMessage(redeemed, { name: reward.name }));
      await Promise.all(
        [getGetMemberBalanceQueryKey(), getGetMemberLoyaltyQueryKey(), getListMemberOffersQueryKey()].map(
          (key) => queryClient.invalidateQueries({ queryKey: [key[0]] }),
        ),
      );
    } catch (error) {
      setFailure(ApiError.from(error));
    } finally {
      inFlight.current = false;
      setPendingId(undefined);
    }
  };

  const redeemables = points.data?.redeemables ?? [];
  if (!points.data || redeemables.length === 0) return null;
  return (
    <Panel heading={intl.formatMessage(messages.heading)}>
      <p className={styles.muted} aria-live="polite">
        {intl.formatMessage(balance, { points: points.data.points })}
      </p>
      <ErrorMessage error={failure} />
      <p role="status" className={styles.muted}>
        {done}
      </p>
      <ul className={styles.list}>
        {redeemables.map((reward) => (
          <li key={reward.id} className={styles.offer}>
            <div className={styles.text}>
              <span className={styles.label}>{reward.name}</span>
              <span className={styles.muted}>{intl.formatMessage(cost, { points: reward.points })}</span>
            </div>
            <Button
              variant="secondary"
              size="sm"
              disabled={reward.points > points.data.points}
              loading={pendingId === reward.id}
              aria-label={intl.formatMessage(redeemLabel, { name: reward.name, points: reward.points })}
              onClick={() => void buy(reward)}
            >
              {intl.formatMessage(messages.redeem)}
            </Button>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
