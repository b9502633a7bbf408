import { useEffect, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { EngagementInAppMessage } from '../../../lib/engagement';
import { Button } from '../../../ui/button/button';
import type { ButtonVariant } from '../../../ui/button/button-class-name';
import { Dialog } from '../../../ui/dialog/dialog';
import { LinkButton } from '../../../ui/link-button/link-button';
import { messages } from '../messages';
import * as styles from './in-app-message-dialog.css';

/**
 * Where a message's address may lead: a path for an address on this site, the address itself for
 * another https site, nowhere otherwise (messages come from a marketing tool, not from code review).
 */
function hrefOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  const { origin } = window.location;
  let parsed: URL;
  try {
    parsed = new URL(url, origin);
  } catch {
    return undefined;
  }
  if (parsed.origin === origin) return `${parsed.pathname}${parsed.search}${parsed.hash}`;
  return parsed.protocol === 'https:' ? parsed.href : undefined;
}

function MessageAction(props: {
  url: string | undefined;
  variant: ButtonVariant;
  onFollow: () => void;
  children: ReactNode;
}) {
  const href = hrefOf(props.url);
  if (href) {
    return (
      <LinkButton href={href} variant={props.variant} onClick={props.onFollow}>
        {props.children}
      </LinkButton>
    );
  }
  return (
    <Button variant={props.variant} onClick={props.onFollow}>
      {props.children}
    </Button>
  );
}

export interface InAppMessageDialogProps {
  message: EngagementInAppMessage;
  onShown: (messageId: string) => void;
  onClick: (messageId: string, buttonIndex?: number) => void;
  /** Asked for by every button, the close control and Escape. */
  onClose: () => void;
}

/**
 * An in-app message (SPEC §4) in the site's own dialog, not the SDK's display, whose inline styles
 * the CSP refuses. Its header titles the dialog (a slide-up message without one is titled by its
 * text); a button leads where the message says and closes it; showing it logs an impression.
 */
export function InAppMessageDialog({ message, onShown, onClick, onClose }: InAppMessageDialogProps) {
  const intl = useIntl();
  useEffect(() => {
    onShown(message.id);
  }, [message.id, onShown]);

  const follow = (buttonIndex?: number) => {
    onClick(message.id, buttonIndex);
    onClose();
  };
  const last = message.buttons.length - 1;
  const actions =
    message.buttons.length > 0
      ? message.buttons.map((button, index) => (
          <MessageAction
            // Braze's buttons have no ids of their own; their order is fixed for a message.
            key={index}
            url={button.url}
            variant={index === last ? 'primary' : 'secondary'}
            onFollow={() => follow(index)}
          >
            {button.text}
          </MessageAction>
        ))
      : hrefOf(message.url) && (
          <MessageAction url={message.url} variant="primary" onFollow={() => follow()}>
            {intl.formatMessage(messages.open)}
          </MessageAction>
        );

  return (
    <Dialog open onClose={onClose} title={message.header || message.message} actions={actions}>
      {message.imageUrl && <img className={styles.image} src={message.imageUrl} alt={message.imageAlt} />}
      {message.header && message.message && <p className={styles.text}>{message.message}</p>}
    </Dialog>
  );
}
