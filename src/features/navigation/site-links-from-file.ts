import { translatedField, type SiteDataFile } from '../../api/site-data';
import type { Channel } from '../../stores';
import { isShownInMobileMenu, type SiteLink } from './site-links';

/** A link as a navigation site data file gives it (checked against the contract). */
type FileLink = NonNullable<SiteDataFile['links']>[number];

/** A path of this site (never `//host`), or an https address for an external link. */
const isSitePath = (url: string) => url.startsWith('/') && !url.startsWith('//');
const isHttpsAddress = (url: string) => /^https:\/\/[^/]/i.test(url);

/**
 * The mobile menu's links from a navigation site data file, in its order and in the language
 * shown. The SPEC §2 rules still hold (Offers for members off catering, Bo Time Moments on
 * catering), and a link whose address is neither a path of the site nor an https address of
 * another is left out. Nested links are for menus with sub-levels; the mobile menu has none.
 */
export function siteLinksFromFile(
  links: readonly FileLink[],
  context: { channel: Channel; signedIn: boolean },
  locale: string,
): SiteLink[] {
  return links.flatMap((link): SiteLink[] => {
    const label = translatedField(link, 'label', locale);
    if (link.external) {
      return isHttpsAddress(link.url) ? [{ kind: 'external', href: link.url, label, newTab: true }] : [];
    }
    if (!isSitePath(link.url) || !isShownInMobileMenu(link.url, context)) return [];
    return [{ kind: 'page', href: link.url, label }];
  });
}
