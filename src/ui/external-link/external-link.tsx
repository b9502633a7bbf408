import type { AnchorHTMLAttributes, ReactNode, Ref } from 'react';
import { defineMessage, useIntl } from 'react-intl';
import * as linkStyles from '../link/link.css';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import * as styles from './external-link.css';

const messages = {
  opensInNewTab: defineMessage({
    id: 'ui.externalLink.opensInNewTab',
    defaultMessage: '(opens in a new tab)',
    description: 'Read after the name of a link that opens another browser tab.',
  }),
};

export type ExternalLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'className' | 'style'> & {
  href: string;
  tone?: keyof typeof linkStyles.tone;
  children: ReactNode;
  ref?: Ref<HTMLAnchorElement>;
};

const SAFE_REL = ['noopener', 'noreferrer'];

/**
 * A link to another site (the merch store, gift cards). The other page never gets a handle on this
 * one (`rel="noopener noreferrer"`), and with `target="_blank"` everyone is told it opens a new tab.
 */
export function ExternalLink({
  href,
  tone = 'brand',
  rel,
  target,
  children,
  ...anchorProps
}: ExternalLinkProps) {
  const intl = useIntl();
  const relTokens = new Set([...(rel?.split(/\s+/).filter(Boolean) ?? []), ...SAFE_REL]);
  const opensNewTab = target === '_blank';
  return (
    <a
      {...anchorProps}
      href={href}
      target={target}
      rel={[...relTokens].join(' ')}
      className={`${linkStyles.root} ${linkStyles.tone[tone]}`}
    >
      {children}
      {opensNewTab && (
        <>
          <span aria-hidden="true" className={styles.icon}>
            ↗
          </span>{' '}
          <VisuallyHidden>{intl.formatMessage(messages.opensInNewTab)}</VisuallyHidden>
        </>
      )}
    </a>
  );
}
