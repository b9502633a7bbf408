import { defineMessages } from 'react-intl';

/** Words every form of this feature shares. */
export const formMessages = defineMessages({
  sendAnother: { id: 'forms.sendAnother', defaultMessage: 'Send another message' },
});
