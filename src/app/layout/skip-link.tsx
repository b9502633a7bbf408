import type { MouseEvent } from 'react';
import { defineMessage, useIntl } from 'react-intl';
import * as styles from './skip-link.css';

const messages = {
  skip: defineMessage({ id: 'layout.skipToContent', defaultMessage: 'Skip to content' }),
};

/**
 * The first stop of the Tab key: hidden until focused, it moves focus past the header to the page.
 * Focus is moved by hand so the address keeps no `#main-content`.
 */
export function SkipLink({ targetId }: { targetId: string }) {
  const intl = useIntl();
  const skipToTarget = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    target.focus();
  };
  return (
    <a href={`#${targetId}`} className={styles.root} onClick={skipToTarget}>
      {intl.formatMessage(messages.skip)}
    </a>
  );
}
