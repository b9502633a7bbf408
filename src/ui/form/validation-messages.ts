import { defineMessages } from 'react-intl';

/** What each kind of field says when it is empty or does not look right. */
export const validationMessages = defineMessages({
  textRequired: { id: 'ui.form.textRequired', defaultMessage: 'Please fill in this field.' },
  textInvalid: { id: 'ui.form.textInvalid', defaultMessage: 'Please check this field.' },
  emailRequired: { id: 'ui.form.emailRequired', defaultMessage: 'Please enter your email address.' },
  emailInvalid: { id: 'ui.form.emailInvalid', defaultMessage: 'Please enter a valid email address.' },
  phoneRequired: { id: 'ui.form.phoneRequired', defaultMessage: 'Please enter your phone number.' },
  phoneInvalid: { id: 'ui.form.phoneInvalid', defaultMessage: 'Please enter a 10-digit phone number.' },
  zipRequired: { id: 'ui.form.zipRequired', defaultMessage: 'Please enter your zip code.' },
  zipInvalid: { id: 'ui.form.zipInvalid', defaultMessage: 'Please enter a 5-digit zip code.' },
  dateRequired: { id: 'ui.form.dateRequired', defaultMessage: 'Please enter a date.' },
  dateInvalid: { id: 'ui.form.dateInvalid', defaultMessage: 'Please enter a valid date.' },
  checkboxRequired: { id: 'ui.form.checkboxRequired', defaultMessage: 'Please tick this box to continue.' },
});
