import { useIntl } from 'react-intl';
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
  const label = intl.formatMessage(link.label);
  if (link.kind === 'page') {
    return (
      <Link href={link.href} tone={tone}>
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
