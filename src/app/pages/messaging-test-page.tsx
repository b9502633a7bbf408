import { useIntl } from 'react-intl';
import { MessagingPreview } from '../../features/content-cards/components/messaging-preview';
import { previewMessages } from '../../features/content-cards/preview-messages';
import { usePageHeadingFocus } from '../page-navigation';
import { useDocumentTitle } from '../use-document-title';

/** `/messaging/test` (minimal layout): the preview of both sites' content cards and in-app messages. */
export function MessagingTestPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage(previewMessages.heading));
  return <MessagingPreview headingRef={usePageHeadingFocus()} />;
}
