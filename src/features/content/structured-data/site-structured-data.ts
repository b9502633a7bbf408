import type { Organization, SearchAction, WebSite, WithContext } from 'schema-dts';
import { HEADQUARTERS, ORGANIZATION } from '../../../config/organization';
import { siteUrlOf } from '../../../config/site-url';

/** The chain as an Organization: its name, site, logo and address. */
export const organizationData = (): WithContext<Organization> => ({
  '@context': 'https://schema.org',
  '@type': 'Organization',
  '@id': siteUrlOf('/#organization'),
  name: ORGANIZATION.name,
  url: siteUrlOf('/'),
  logo: siteUrlOf(ORGANIZATION.logoPath),
  address: { '@type': 'PostalAddress', ...HEADQUARTERS },
});

/** schema-dts leaves out `query-input`, which search engines read to fill the search's template. */
type SearchActionWithInput = Exclude<SearchAction, string> & { 'query-input': string };

/** The site as a WebSite whose search (`/search?q=`) search engines may offer in their results. */
export const webSiteData = (): WithContext<WebSite> => ({
  '@context': 'https://schema.org',
  '@type': 'WebSite',
  name: ORGANIZATION.name,
  url: siteUrlOf('/'),
  publisher: { '@id': siteUrlOf('/#organization') },
  potentialAction: {
    '@type': 'SearchAction',
    target: { '@type': 'EntryPoint', urlTemplate: `${siteUrlOf('/search')}?q={search_term_string}` },
    'query-input': 'required name=search_term_string',
  } satisfies SearchActionWithInput as SearchAction,
});
