import { Suspense } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { paths } from '../../config/paths';
import { multilinkSitePath } from '../../features/content/cms/multilink-href';
import { isHomeContent } from '../../features/content/cms/story-content-schema';
import { HOME_STORY_SLUG } from '../../features/content/cms/story-slug';
import { useStory } from '../../features/content/cms/use-story';
import { HomeHero } from '../../features/content/components/home-hero';
import { HomeHeroLoading } from '../../features/content/components/home-hero-loading';
import { TopBanner } from '../../features/content/components/top-banner';
import { RichText } from '../../features/content/rich-text/rich-text';
import { usePreferencesStore } from '../../stores';
import { usePageHeadingFocus } from '../page-navigation';
import { useDocumentTitle } from '../use-document-title';
import { lazyPage } from '../lazy-page';
import { usePageUrl } from '../../lib/use-page-url';
import { JsonLd } from '../../ui/json-ld/json-ld';
import { organizationData, webSiteData } from '../../features/content/structured-data/site-structured-data';
import * as styles from './home-page.css';

const messages = defineMessages({
  title: { id: 'home.title', defaultMessage: 'Order fried chicken online' },
  documentTitle: { id: 'home.documentTitle', defaultMessage: 'Order Online' },
  fallbackText: {
    id: 'home.fallbackText',
    defaultMessage: 'Order ahead for pickup, curbside or delivery.',
  },
  orderNow: { id: 'home.orderNow', defaultMessage: 'Order Now' },
});

// The catering channel's menu loads with it only: the default home page stays within its budget.
const CateringMenuSection = lazyPage(() => import('./catering-menu-section'), 'CateringMenuSection');
// The content cards and the engagement adapter load after the page, in chunks of their own.
const HomeCarousel = lazyPage(
  () => import('../../features/content-cards/components/home-carousel'),
  'HomeCarousel',
);

/**
 * The home page: the top banner (site data), the `home` story from the CMS (hero and sections) and,
 * in the catering channel, the catering menu. When the CMS cannot answer, the hero falls back to the
 * site's own copy, so the way to order is never lost.
 */
export function HomePage() {
  const intl = useIntl();
  const headingRef = usePageHeadingFocus();
  const story = useStory(HOME_STORY_SLUG);
  const { origin } = usePageUrl();
  const home = story.data && isHomeContent(story.data.content) ? story.data.content : null;
  useDocumentTitle(intl.formatMessage(messages.documentTitle), {
    description: home?.seo?.description,
    image: home?.seo?.og_image,
  });
  const catering = usePreferencesStore((state) => state.channel === 'catering');

  const hero = home ? (
    <HomeHero
      heading={home.hero_heading}
      text={home.hero_text}
      callToAction={{
        label: home.cta_label,
        href: multilinkSitePath(home.cta_link, origin) ?? paths.order.href(),
      }}
      headingRef={headingRef}
    />
  ) : story.isPending ? (
    <HomeHeroLoading />
  ) : (
    <HomeHero
      heading={intl.formatMessage(messages.title)}
      text={intl.formatMessage(messages.fallbackText)}
      callToAction={{ label: intl.formatMessage(messages.orderNow), href: paths.order.href() }}
      headingRef={headingRef}
    />
  );

  return (
    <div className={styles.page}>
      <TopBanner />
      <div className={styles.column}>
        {hero}
        {/* Right under the hero, whose placeholder keeps its size: the story arriving above it would push it away. */}
        {catering && (
          <Suspense fallback={null}>
            <CateringMenuSection />
          </Suspense>
        )}
        {home && <RichText document={home.body} headingOffset={0} />}
        {/* Below the story, once it has settled: sections arriving later would push it down (layout shift). */}
        {!story.isPending && (
          <Suspense fallback={null}>
            <HomeCarousel />
          </Suspense>
        )}
      </div>
      <JsonLd data={[organizationData(), webSiteData()]} />
    </div>
  );
}
