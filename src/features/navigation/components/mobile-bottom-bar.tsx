import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { paths } from '../../../config/paths';
import { selectHasLocation, useLocationStore } from '../../../stores';
import { LinkButton } from '../../../ui/link-button/link-button';
import { useInAppCatering } from '../../../ordering/use-in-app-catering';
import { messages } from '../messages';
import { useMediaQuery } from '../../../lib/use-media-query';
import { mq } from '../../../ui/styles/breakpoints';
import { ADDRESS_MAX_LENGTH, BOTTOM_BAR_ADDRESS_MAX_LENGTH } from '../navigation-config';
import { isMobileBottomBarHidden } from '../navigation-paths';
import { HandoffToggle } from './handoff-toggle';
import { LocationSummary } from './location-summary';
import * as styles from './mobile-bottom-bar.css';

/**
 * SPEC §2 "Mobile bottom bar" (the layout shows it below 1200 px only): 'Order Now' ('Start Your
 * Order' in the app) with no location, else the address (cut to 15 characters on a phone, 20 from
 * 600 px) and the handoff toggle. Not on product,
 * checkout, items and login pages.
 */
export function MobileBottomBar() {
  const intl = useIntl();
  const [path] = useLocation();
  const hasLocation = useLocationStore(selectHasLocation);
  const inAppCatering = useInAppCatering();
  const roomy = useMediaQuery(mq.sm);
  if (isMobileBottomBarHidden(path)) return null;
  return (
    <section aria-label={intl.formatMessage(messages.bottomBar)} className={styles.root}>
      {hasLocation ? (
        <>
          <LocationSummary maxLength={roomy ? ADDRESS_MAX_LENGTH : BOTTOM_BAR_ADDRESS_MAX_LENGTH} />
          <HandoffToggle />
        </>
      ) : (
        <LinkButton href={paths.order.href()} fullWidth>
          {intl.formatMessage(inAppCatering ? messages.startYourOrder : messages.orderNow)}
        </LinkButton>
      )}
    </section>
  );
}
