import { useIntl } from 'react-intl';
import { useGetSiteData } from '../../../api/generated/endpoints/content/content';
import { RichTextLink } from '../rich-text/rich-text-link';
import { activeTopBanner } from './top-banner-message';
import { usePageUrl } from '../../../lib/use-page-url';
import * as styles from './top-banner.css';

/**
 * The announcement strip from the `top-banner` site data file. Its room is held while the file
 * loads; with no active entry (or no file) there is no banner. Its link passes the same checks as
 * every CMS link.
 */
export function TopBanner() {
  const intl = useIntl();
  const { origin } = usePageUrl();
  const { data, isPending } = useGetSiteData('top-banner');
  if (isPending) return <div className={styles.root} aria-hidden="true" />;
  const banner = activeTopBanner(data, intl.locale);
  if (!banner) return null;
  return (
    <div className={styles.root}>
      <p className={styles.text}>
        {banner.text}
        {banner.link && (
          <>
            {' '}
            <RichTextLink
              attrs={{ href: banner.link.url, linktype: 'url', target: null, anchor: null }}
              origin={origin}
              tone="onBrand"
            >
              {banner.link.text}
            </RichTextLink>
          </>
        )}
      </p>
    </div>
  );
}
