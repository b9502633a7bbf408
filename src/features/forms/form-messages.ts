import { defineMessages } from 'react-intl';

/** Words every form of this feature shares. */
export const formMessages = defineMessages({
  botCheckFailed: {
    id: 'forms.failure.botCheck',
    defaultMessage: 'We could not check that you are a person. Please reload the page and try again.',
  },
  sendAnother: { id: 'forms.sendAnother', defaultMessage: 'Send another message' },
});
