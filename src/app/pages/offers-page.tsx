import { defineMessages, useIntl } from 'react-intl';
import { OfferScreenMessage } from '../../features/content-cards/components/offer-screen-message';
import { MemberOffers } from '../../features/offers/components/member-offers';
import { RedeemableRewards } from '../../features/offers/components/redeemable-rewards';
import { selectMemberId, useSessionStore } from '../../stores';
import { AccountPageFrame } from './account-page-frame';
import { PageFrame } from './page-frame';

const messages = defineMessages({
  heading: { id: 'offersPage.heading', defaultMessage: 'Offers' },
});

function OffersContent() {
  const memberId = useSessionStore(selectMemberId);
  return (
    <>
      <OfferScreenMessage />
      <MemberOffers />
      {memberId !== undefined && <RedeemableRewards memberId={memberId} />}
    </>
  );
}

/** `/offers` (SPEC §2, members only): the member's wallet offers and the rewards their points buy. */
export function OffersPage() {
  const intl = useIntl();
  return (
    <PageFrame heading={intl.formatMessage(messages.heading)}>
      <OffersContent />
    </PageFrame>
  );
}

/** `/account/offers` (SPEC §2): the same offers among the account pages. */
export function AccountOffersPage() {
  const intl = useIntl();
  return (
    <AccountPageFrame heading={intl.formatMessage(messages.heading)}>
      <OffersContent />
    </AccountPageFrame>
  );
}
