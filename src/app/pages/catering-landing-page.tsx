import { defineMessages, useIntl } from 'react-intl';
import { useCateringSiteHref } from '../../features/navigation/hooks/use-catering-site-href';
import { LinkButton } from '../../ui/link-button/link-button';
import { StoryPage } from './story-page';
import * as styles from './catering-landing-page.css';

const messages = defineMessages({
  orderCatering: { id: 'cateringLanding.orderCatering', defaultMessage: 'Order Catering' },
});

/** The CMS story that presents catering on the main site (SPEC §2 "/catering"). */
export const CATERING_LANDING_SLUG = 'catering';

/**
 * The main site's catering landing (SPEC §2 other linked paths): the managed page that presents
 * catering, and the way to the catering channel, which is another site.
 */
export function CateringLandingPage() {
  const intl = useIntl();
  const cateringHref = useCateringSiteHref();
  return (
    <StoryPage
      slug={CATERING_LANDING_SLUG}
      after={
        <p className={styles.action}>
          <LinkButton href={cateringHref} size="lg">
            {intl.formatMessage(messages.orderCatering)}
          </LinkButton>
        </p>
      }
    />
  );
}
