import { defineMessages } from 'react-intl';

/** Field checks shared by the sign-in and sign-up forms, shown under the field they concern. */
export const validationMessages = defineMessages({
  emailRequired: { id: 'session.validation.emailRequired', defaultMessage: 'Enter your email address.' },
  emailInvalid: {
    id: 'session.validation.emailInvalid',
    defaultMessage: 'Enter an email address like name@example.com.',
  },
  passwordRequired: { id: 'session.validation.passwordRequired', defaultMessage: 'Enter your password.' },
  passwordTooShort: {
    id: 'session.validation.passwordTooShort',
    defaultMessage: 'Use at least {minLength} characters for your password.',
  },
  firstNameRequired: { id: 'session.validation.firstNameRequired', defaultMessage: 'Enter your first name.' },
  lastNameRequired: { id: 'session.validation.lastNameRequired', defaultMessage: 'Enter your last name.' },
  phoneIncomplete: {
    id: 'session.validation.phoneIncomplete',
    defaultMessage: 'Enter a 10-digit phone number, like 704-555-0142.',
  },
  phoneRequired: { id: 'session.validation.phoneRequired', defaultMessage: 'Enter your phone number.' },
  currentPasswordRequired: {
    id: 'session.validation.currentPasswordRequired',
    defaultMessage: 'Enter your current password.',
  },
  phoneNeededForTexts: {
    id: 'session.validation.phoneNeededForTexts',
    defaultMessage: 'Enter your phone number to get text messages.',
  },
});

/** Failures of sign-in's own, beside SPEC §8's (the error catalogue). */
export const failureMessages = defineMessages({
  foreignProvider: {
    id: 'session.failure.foreignProvider',
    defaultMessage: 'This account cannot sign in here. Please contact us for help.',
  },
});

/** Single sign-on refusals the site decides itself, before or without the server. */
export const ssoMessages = defineMessages({
  stateMismatch: {
    id: 'session.sso.stateMismatch',
    defaultMessage:
      'This sign-in link was not started from this browser tab, or it has expired. Please sign in again.',
  },
  providerRefused: {
    id: 'session.sso.providerRefused',
    defaultMessage: 'The sign-in was cancelled or refused. Please sign in again.',
  },
});
