import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { BRAND } from '../../../config/brand';
import { usePreferencesStore } from '../../../stores';
import { useMainSiteHref } from '../hooks/use-main-site-href';
import { messages } from '../messages';
import { accessibilityWidgetUrl } from '../navigation-config';
import { isFooterHidden } from '../navigation-paths';
import { footerLinks } from '../site-links';
import { AccessibilityWidget } from './accessibility-widget';
import { SiteLink } from './site-link';
import * as styles from './site-footer.css';

interface SiteFooterProps {
  /** The accessibility widget's script; the deployment's `VITE_ACCESSIBILITY_WIDGET_URL` by default. */
  accessibilityWidgetSrc?: string;
  /** The e-mail club sign-up, from the forms feature (the layout composes the two). */
  signUp?: ReactNode;
}

/** SPEC §2 "Footer": the site's links (catering has its own), hidden on locations and product pages. */
export function SiteFooter({ accessibilityWidgetSrc = accessibilityWidgetUrl(), signUp }: SiteFooterProps) {
  const intl = useIntl();
  const [path] = useLocation();
  const channel = usePreferencesStore((state) => state.channel);
  const mainSiteHref = useMainSiteHref();
  if (isFooterHidden(path)) return null;
  return (
    <footer className={styles.root}>
      {signUp}
      <nav aria-label={intl.formatMessage(messages.footerNav, { brand: BRAND.name })}>
        <ul className={styles.linkList}>
          {footerLinks({ channel, mainSiteHref }).map((link) => (
            <li key={link.href}>
              <SiteLink link={link} tone="inherit" />
            </li>
          ))}
        </ul>
      </nav>
      <AccessibilityWidget src={accessibilityWidgetSrc} />
    </footer>
  );
}
