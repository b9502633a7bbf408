import { defineMessages } from 'react-intl';

/** The words of every removal on the account pages: the list's button and the dialog's. */
export const removalMessages = defineMessages({
  remove: { id: 'account.removal.remove', defaultMessage: 'Remove' },
  keep: { id: 'account.removal.keep', defaultMessage: 'Keep it' },
});
