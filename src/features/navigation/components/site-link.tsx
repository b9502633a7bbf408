import { useIntl } from 'react-intl';
import { paths } from '../../../config/paths';
import { useMenuLinkAction } from '../../../ordering/use-menu-link-action';
import { ExternalLink } from '../../../ui/external-link/external-link';
import { Link } from '../../../ui/link/link';
import type { SiteLink as SiteLinkModel } from '../site-links';

interface SiteLinkProps {
  link: SiteLinkModel;
  tone?: 'brand' | 'inherit';
}

/** One link of a navigation list: client-side for the site's pages, a plain link to other sites. */
export function SiteLink({ link, tone = 'inherit' }: SiteLinkProps) {
  const intl = useIntl();
  const label = typeof link.label === 'string' ? link.label : intl.formatMessage(link.label);
  // SPEC §4 "Menu link": the Menu link may open the location dialog instead of going to /menu.
  const menuLink = useMenuLinkAction();
  if (link.kind === 'page') {
    return (
      <Link
        href={link.href}
        tone={tone}
        onClick={link.href === paths.menu.href() ? menuLink.onClick : undefined}
      >
        {label}
      </Link>
    );
  }
  return (
    <ExternalLink href={link.href} tone={tone} target={link.newTab ? '_blank' : undefined}>
      {label}
    </ExternalLink>
  );
}
