import { validateSignIn } from './sign-in-validation';
import { validationMessages } from './form-messages';

describe('validateSignIn', () => {
  it('asks for the e-mail and the password', () => {
    expect(validateSignIn({ email: ' ', password: '' })).toEqual({
      email: { message: validationMessages.emailRequired },
      password: { message: validationMessages.passwordRequired },
    });
  });

  it('asks for an e-mail that looks like one', () => {
    for (const email of ['demo', 'demo@example', 'de mo@example.com', '@example.com']) {
      expect(validateSignIn({ email, password: 'x' }).email, email).toEqual({
        message: validationMessages.emailInvalid,
      });
    }
  });

  it('accepts an e-mail with surrounding spaces and any non-empty password', () => {
    expect(validateSignIn({ email: ' demo@example.com ', password: 'x' })).toEqual({});
  });
});
