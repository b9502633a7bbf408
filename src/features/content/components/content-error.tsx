import type { Ref } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Button } from '../../../ui/button/button';
import { ErrorMessage } from '../../../ui/error-message/error-message';
import { connectionIssue } from '../../../ui/error-message/start-failure-messages';
import type { CmsErrorKind } from '../cms/cms-error';
import * as styles from './content-error.css';

const messages = defineMessages({
  heading: { id: 'content.error.heading', defaultMessage: 'This page could not be loaded' },
  server: {
    id: 'content.error.server',
    defaultMessage: 'Our content service is not answering right now. Please try again in a moment.',
  },
  malformed: {
    id: 'content.error.malformed',
    defaultMessage: 'The content of this page could not be read. Please try again later.',
  },
  retry: { id: 'content.error.retry', defaultMessage: 'Try again' },
});

/** Why the story could not be read, in words: a lost connection as every failure says it. */
const reasons = { network: connectionIssue, server: messages.server, malformed: messages.malformed };

export interface ContentErrorProps {
  /** Why the story could not be read (a missing story is the 404 page, not this). */
  kind: Exclude<CmsErrorKind, 'not-found'>;
  onRetry: () => void;
  retrying: boolean;
  headingRef: Ref<HTMLHeadingElement>;
}

/** A content page whose story could not be read: says why, and offers to ask again. */
export function ContentError({ kind, onRetry, retrying, headingRef }: ContentErrorProps) {
  const intl = useIntl();
  return (
    <div className={styles.root}>
      <h1 ref={headingRef} tabIndex={-1} className={styles.heading}>
        {intl.formatMessage(messages.heading)}
      </h1>
      <ErrorMessage messages={[intl.formatMessage(reasons[kind])]} />
      <Button variant="secondary" onClick={onRetry} loading={retrying}>
        {intl.formatMessage(messages.retry)}
      </Button>
    </div>
  );
}
