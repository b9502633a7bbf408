import type { TypedMessageDescriptor } from 'react-intl';
import { paths } from '../../config/paths';
import type { Channel } from '../../stores';
import { messages } from './messages';
import { MERCH_STORE_URL } from './navigation-config';

/** A link's name: a message of the site (no arguments), or words a site data file gave in the language shown. */
type LinkLabel = TypedMessageDescriptor | string;

/** A link of the header, menu or footer: a page of this site, or another site. */
export type SiteLink =
  | { kind: 'page'; href: string; label: LinkLabel }
  | {
      kind: 'external';
      href: string;
      label: LinkLabel;
      /** Opens beside the site (the merch store) rather than leaving it (the main site from catering). */
      newTab: boolean;
    };

interface LinkContext {
  channel: Channel;
  signedIn: boolean;
  /** Where the catering site's "main site" link goes (`mainSiteUrl`). */
  mainSiteHref: string;
}

const page = (href: string, label: LinkLabel): SiteLink => ({ kind: 'page', href, label });

const menuLink = (channel: Channel): SiteLink =>
  channel === 'catering'
    ? page(paths.cateringMenu.href(), messages.cateringMenu)
    : page(paths.menu.href(), messages.menu);

const mainSiteLink = (href: string): SiteLink => ({
  kind: 'external',
  href,
  label: messages.mainSite,
  newTab: false,
});

const onlyIf = (condition: boolean, link: SiteLink): SiteLink[] => (condition ? [link] : []);

/** SPEC §2 "Header (desktop)" links. */
export function headerLinks({ channel }: Pick<LinkContext, 'channel'>): SiteLink[] {
  const isCatering = channel === 'catering';
  return [
    menuLink(channel),
    page(paths.order.href(), messages.order),
    page(paths.locations.href(), messages.locations),
    ...onlyIf(isCatering, page(paths.boTimeMoments.href(), messages.boTimeMoments)),
    page(paths.careers.href(), messages.careers),
    page(paths.about.href(), messages.about),
    page(paths.catering.href(), messages.catering),
  ];
}

/** SPEC §2 "Mobile menu": Offers is for members off catering, Bo Time Moments for catering only. */
export function isShownInMobileMenu(href: string, { channel, signedIn }: Omit<LinkContext, 'mainSiteHref'>) {
  const isCatering = channel === 'catering';
  if (href === paths.offers.href()) return signedIn && !isCatering;
  if (href === paths.boTimeMoments.href()) return isCatering;
  return true;
}

/** SPEC §2 "Mobile menu" link list, in its order: the built-in copy of the navigation site data files. */
export function mobileMenuLinks(context: Omit<LinkContext, 'mainSiteHref'>): SiteLink[] {
  const links: SiteLink[] = [
    menuLink(context.channel),
    page(paths.locations.href(), messages.locations),
    page(paths.boTimeMoments.href(), messages.boTimeMoments),
    page(paths.offers.href(), messages.offers),
    page(paths.careers.href(), messages.careers),
    page(paths.about.href(), messages.aboutUs),
    page(paths.franchising.href(), messages.franchising),
    page(paths.catering.href(), messages.catering),
    { kind: 'external', href: MERCH_STORE_URL, label: messages.merchStore, newTab: true },
    page(paths.foundation.href(), messages.foundation),
    page(paths.community.href(), messages.community),
    page(paths.contact.href(), messages.contactUs),
    // Site search is not in SPEC §2's list; it comes last so the specified order stays as written.
    page(paths.search.href(), messages.search),
  ];
  return links.filter((link) => isShownInMobileMenu(link.href, context));
}

/** SPEC §2 "Mobile menu" bottom links; catering adds the way back to the main site. */
export function mobileMenuBottomLinks({ channel, mainSiteHref }: Omit<LinkContext, 'signedIn'>): SiteLink[] {
  const isCatering = channel === 'catering';
  return [
    page(paths.termsOfUse.href(), messages.termsOfUse),
    page(paths.privacyPolicy.href(), messages.privacyPolicy),
    ...onlyIf(!isCatering, page(paths.gift.href(), messages.giftCards)),
    ...onlyIf(!isCatering, page(paths.menuNutrition.href(), messages.nutrition)),
    ...onlyIf(isCatering, mainSiteLink(mainSiteHref)),
  ];
}

/** SPEC §2 "Footer" links; the catering footer leaves out gifting and nutrition and links the main site. */
export function footerLinks({ channel, mainSiteHref }: Omit<LinkContext, 'signedIn'>): SiteLink[] {
  const isCatering = channel === 'catering';
  return [
    page(paths.foundation.href(), messages.foundation),
    ...onlyIf(!isCatering, page(paths.gift.href(), messages.giftCards)),
    ...onlyIf(!isCatering, page(paths.digitalGifting.href(), messages.digitalGifting)),
    ...onlyIf(!isCatering, page(paths.menuNutrition.href(), messages.nutrition)),
    page(paths.communityRelations.href(), messages.communityRelations),
    page(paths.contact.href(), messages.contactUs),
    page(paths.termsOfUse.href(), messages.termsOfUse),
    page(paths.privacyPolicy.href(), messages.privacyPolicy),
    ...onlyIf(isCatering, mainSiteLink(mainSiteHref)),
  ];
}

/** A page of this site as the navigation names it. */
export interface NavigationPage {
  href: string;
  label: LinkLabel;
}

/**
 * Every page of this site that the header, the menus or the footer link to, on either channel,
 * signed in or out: once each, named by the first link met. The catering menu's anchor on the home
 * page is no page of its own.
 */
export function navigationPages(): NavigationPage[] {
  const links = (['default', 'catering'] as const).flatMap((channel) => [
    ...headerLinks({ channel }),
    ...mobileMenuLinks({ channel, signedIn: true }),
    ...mobileMenuBottomLinks({ channel, mainSiteHref: '' }),
    ...footerLinks({ channel, mainSiteHref: '' }),
  ]);
  const pages = new Map<string, NavigationPage>();
  for (const link of links) {
    if (link.kind !== 'page' || link.href.includes('#') || pages.has(link.href)) continue;
    pages.set(link.href, { href: link.href, label: link.label });
  }
  return [...pages.values()];
}
