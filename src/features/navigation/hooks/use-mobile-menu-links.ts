import { useIntl } from 'react-intl';
import { useSiteDataFile } from '../../../api/site-data';
import type { Channel } from '../../../stores';
import { mobileMenuLinks, type SiteLink } from '../site-links';
import { siteLinksFromFile } from '../site-links-from-file';

/**
 * The mobile menu's links (SPEC §2) from the channel's navigation site data file
 * (`navigation-default` or `navigation-catering`); the built-in list while it loads, and when it is
 * broken or lists nothing the menu can show.
 */
export function useMobileMenuLinks(context: { channel: Channel; signedIn: boolean }): SiteLink[] {
  const intl = useIntl();
  const file = useSiteDataFile(context.channel === 'catering' ? 'navigation-catering' : 'navigation-default');
  const fromFile = file?.links ? siteLinksFromFile(file.links, context, intl.locale) : [];
  return fromFile.length > 0 ? fromFile : mobileMenuLinks(context);
}
