import type { ReactNode } from 'react';
import { ExternalLink } from '../../../ui/external-link/external-link';
import { Link, type LinkProps } from '../../../ui/link/link';
import { resolveLinkHref } from './resolve-link-href';
import type { LinkAttrs } from './rich-text-types';
import { safeHref } from './safe-href';

export interface RichTextLinkProps {
  attrs: LinkAttrs;
  /** The site's origin, to tell this site's pages from other sites. */
  origin: string;
  /** `onBrand` for links on a brand-coloured area (a banner); the brand colour otherwise. */
  tone?: LinkProps['tone'];
  children: ReactNode;
}

/**
 * A CMS link, only once `safeHref` has allowed it; otherwise its text, unlinked. Pages of this
 * site navigate in place (a CMS "new tab" is ignored there: new tabs are for leaving the site);
 * other sites and mailto:/tel: get `rel="noopener noreferrer"`, and a new tab when the CMS asks.
 */
export function RichTextLink({ attrs, origin, tone, children }: RichTextLinkProps) {
  const checked = safeHref(resolveLinkHref(attrs), { origin });
  switch (checked?.kind) {
    case 'in-app':
      return (
        <Link href={checked.href} tone={tone}>
          {children}
        </Link>
      );
    case 'same-page':
      // A plain anchor so the browser jumps to the fragment; the router would push it without scrolling.
      return (
        <ExternalLink href={checked.href} tone={tone}>
          {children}
        </ExternalLink>
      );
    case 'external':
      return (
        <ExternalLink
          href={checked.href}
          tone={tone}
          target={attrs.target === '_blank' ? '_blank' : undefined}
        >
          {children}
        </ExternalLink>
      );
    case 'contact':
      return (
        <ExternalLink href={checked.href} tone={tone}>
          {children}
        </ExternalLink>
      );
    case undefined:
      return <>{children}</>;
  }
}
