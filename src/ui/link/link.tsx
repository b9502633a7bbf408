import type { AnchorHTMLAttributes, ReactNode, Ref } from 'react';
import { Link as RouterLink, useLocation } from 'wouter';
import * as styles from './link.css';

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'className' | 'style' | 'href'> & {
  /** An in-app path such as `/menu` or `/locations?mode=delivery`; use `ExternalLink` for other sites. */
  href: string;
  tone?: keyof typeof styles.tone;
  children: ReactNode;
  ref?: Ref<HTMLAnchorElement>;
};

const pathOf = (href: string) => href.split(/[?#]/)[0];

/** A text link to another page of the site, navigated client-side, marked `aria-current` when it is the page shown. */
export function Link({ href, tone = 'brand', children, ...anchorProps }: LinkProps) {
  const [location] = useLocation();
  return (
    <RouterLink
      aria-current={location === pathOf(href) ? 'page' : undefined}
      {...anchorProps}
      href={href}
      className={`${styles.root} ${styles.tone[tone]}`}
    >
      {children}
    </RouterLink>
  );
}
