import type { BrazeInAppMessage, BrazeInAppMessageButton, BrazeSdk } from './braze-sdk';
import { quietly } from './braze-sdk';
import { isForSite } from './content-card-rules';
import type { EngagementAdapter, EngagementInAppMessage, EngagementSite } from './engagement-adapter';

type InAppMessagesPart = Pick<
  EngagementAdapter,
  'subscribeToInAppMessages' | 'logInAppMessageImpression' | 'logInAppMessageClick'
>;

interface Follower {
  site: EngagementSite;
  listener: (message: EngagementInAppMessage) => void;
}

const urlOf = (target: { clickAction?: string; uri?: string }) =>
  target.clickAction === 'URI' && target.uri ? target.uri : undefined;

/** A Braze message in the site's shape. */
export function toEngagementInAppMessage(id: string, message: BrazeInAppMessage): EngagementInAppMessage {
  return {
    id,
    header: message.header ?? '',
    message: message.message ?? '',
    imageUrl: message.imageUrl || undefined,
    imageAlt: message.altImageText ?? '',
    url: urlOf(message),
    buttons: (message.buttons ?? []).map((button) => ({ text: button.text, url: urlOf(button) })),
  };
}

/**
 * Braze's in-app messages for the site's own dialog: the SDK's display (`showInAppMessage`) injects
 * inline styles the CSP refuses. Listens from the start, because a session-start message arrives
 * with `openSession`, before the page subscribes; such messages wait for the first subscriber.
 */
export function createBrazeInAppMessages(sdk: BrazeSdk): InAppMessagesPart {
  const followers = new Set<Follower>();
  let waiting: BrazeInAppMessage[] = [];
  // The SDK's own objects, for its logs; a page shows only a few messages, so they are kept.
  const delivered = new Map<string, BrazeInAppMessage>();
  let count = 0;

  // Only the structured kinds are shown. An `HtmlMessage` (arbitrary HTML and script from the
  // marketing tool) is never shown: it could only be put on the page unsanitised.
  const showableKinds = [sdk.ModalMessage, sdk.FullScreenMessage, sdk.SlideUpMessage];
  const isShowable = (message: BrazeInAppMessage) => showableKinds.some((kind) => message instanceof kind);

  /** Hands `message` to `follower` if it is for the follower's site; answers whether it did. */
  const offer = (message: BrazeInAppMessage, follower: Follower): boolean => {
    if (!isForSite(message.extras, follower.site)) return false;
    // The control group of a test: Braze counts it as seen where the message would have shown.
    if (message.isControl) {
      quietly(() => sdk.logInAppMessageImpression(message));
      return true;
    }
    const id = `in-app-message-${++count}`;
    delivered.set(id, message);
    follower.listener(toEngagementInAppMessage(id, message));
    return true;
  };

  const receive = (message: BrazeInAppMessage) => {
    // A message with neither header nor text would be a dialog without a name.
    if (!message.isControl && (!isShowable(message) || !(message.header || message.message))) return;
    if (followers.size === 0) {
      waiting.push(message);
      return;
    }
    for (const follower of followers) if (offer(message, follower)) return;
  };

  quietly(() => sdk.subscribeToInAppMessage(receive));

  const withMessage = (id: string, log: (message: BrazeInAppMessage) => unknown) => {
    const message = delivered.get(id);
    if (message) quietly(() => log(message));
  };

  return {
    subscribeToInAppMessages(site, listener) {
      const follower: Follower = { site, listener };
      followers.add(follower);
      waiting = waiting.filter((message) => !offer(message, follower));
      return () => void followers.delete(follower);
    },
    logInAppMessageImpression: (id) => withMessage(id, (message) => sdk.logInAppMessageImpression(message)),
    logInAppMessageClick(id, buttonIndex) {
      withMessage(id, (message) => {
        if (buttonIndex === undefined) return sdk.logInAppMessageClick(message);
        const button: BrazeInAppMessageButton | undefined = message.buttons?.[buttonIndex];
        return button && sdk.logInAppMessageButtonClick(button, message);
      });
    },
  };
}
