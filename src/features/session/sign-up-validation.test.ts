import { emptySignUp, validateSignUp } from './sign-up-validation';
import { validationMessages } from './form-messages';

const complete = {
  ...emptySignUp,
  firstName: 'Shelby',
  lastName: 'Greene',
  email: 'shelby@example.com',
  password: 'Biscuits2026!',
};

describe('validateSignUp', () => {
  it('accepts the required fields alone: phone, birthday and opt-ins are optional', () => {
    expect(validateSignUp(complete)).toEqual({});
  });

  it('asks for first and last name, e-mail and password, in the order of the form', () => {
    expect(Object.keys(validateSignUp(emptySignUp))).toEqual(['firstName', 'lastName', 'email', 'password']);
  });

  it('asks for a password of at least 8 characters', () => {
    expect(validateSignUp({ ...complete, password: 'Chick12' }).password).toEqual({
      message: validationMessages.passwordTooShort,
      values: { minLength: 8 },
    });
    expect(validateSignUp({ ...complete, password: 'Chick123' }).password).toBeUndefined();
  });

  it('asks for a whole phone number once one is started', () => {
    expect(validateSignUp({ ...complete, phone: '704-555' }).phone).toEqual({
      message: validationMessages.phoneIncomplete,
    });
    expect(validateSignUp({ ...complete, phone: '704-555-0142' }).phone).toBeUndefined();
  });

  it('asks for a phone number when text messages are wanted', () => {
    expect(validateSignUp({ ...complete, optinSms: true }).phone).toEqual({
      message: validationMessages.phoneNeededForTexts,
    });
  });
});
