import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { EngagementInAppMessage, EngagementSite } from '../../../lib/engagement';
import { Button } from '../../../ui/button/button';
import { useInAppMessageLog } from '../hooks/use-in-app-message-log';
import { previewMessages } from '../preview-messages';
import { InAppMessageDialog } from './in-app-message-dialog';
import * as styles from './messaging-preview.css';

const logNothing = () => undefined;

/** A site's in-app messages, each shown on demand in the site's own dialog, with nothing logged. */
export function InAppMessagePreviews({ site }: { site: EngagementSite }) {
  const intl = useIntl();
  const messages = useInAppMessageLog(site);
  const [shown, setShown] = useState<EngagementInAppMessage>();
  if (messages.length === 0)
    return <p className={styles.empty}>{intl.formatMessage(previewMessages.noInAppMessages)}</p>;
  return (
    <>
      <ul className={styles.list}>
        {messages.map((message) => (
          <li key={message.id}>
            <Button variant="secondary" size="sm" onClick={() => setShown(message)}>
              {intl.formatMessage(previewMessages.showInAppMessage, {
                title: message.header || message.message,
              })}
            </Button>
          </li>
        ))}
      </ul>
      {shown && (
        <InAppMessageDialog
          key={shown.id}
          message={shown}
          onShown={logNothing}
          onClick={logNothing}
          onClose={() => setShown(undefined)}
        />
      )}
    </>
  );
}
