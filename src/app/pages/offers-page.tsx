import { defineMessages, useIntl } from 'react-intl';
import { OfferScreenMessage } from '../../features/content-cards/components/offer-screen-message';
import { MemberOffers } from '../../features/offers/components/member-offers';
import { RedeemableRewards } from '../../features/offers/components/redeemable-rewards';
import { selectMemberId, useSessionStore } from '../../stores';
import { AccountPageFrame } from './account-page-frame';
import { usePageHeadingFocus } from '../page-navigation';
import { useDocumentTitle } from '../use-document-title';
import * as styles from './session-page.css';

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
  const heading = intl.formatMessage(messages.heading);
  useDocumentTitle(heading);
  return (
    <div className={styles.page}>
      <h1 ref={usePageHeadingFocus()} tabIndex={-1} className={styles.heading}>
        {heading}
      </h1>
      <OffersContent />
    </div>
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
