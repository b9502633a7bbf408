import type { AnchorHTMLAttributes, ReactNode, Ref } from 'react';
import { Link as RouterLink } from 'wouter';
import { buttonClassName, type ButtonLook } from '../button/button-class-name';

export type LinkButtonProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'className' | 'style' | 'href'> &
  ButtonLook & {
    /** An in-app path, e.g. 'Order Now' to `/order`, or the absolute address of another site. */
    href: string;
    children: ReactNode;
    ref?: Ref<HTMLAnchorElement>;
  };

/** Navigation that looks like a button: it is still a link, so it opens in a new tab and reads as a link. */
export function LinkButton({ href, variant, size, fullWidth, children, ...anchorProps }: LinkButtonProps) {
  const className = buttonClassName({ variant, size, fullWidth });
  // Another site is an ordinary link (the router can only go to this site's paths), with no hold on this page.
  if (/^https?:\/\//i.test(href)) {
    return (
      <a {...anchorProps} href={href} rel="noopener noreferrer" className={className}>
        {children}
      </a>
    );
  }
  return (
    <RouterLink {...anchorProps} href={href} className={className}>
      {children}
    </RouterLink>
  );
}
