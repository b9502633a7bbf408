import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockBackend } from '../../../mocks/node';
import { DEMO_MEMBER, OTHER_MEMBER } from '../../../mocks/seed/constants';
import { getMember, signInMember as signInCall } from '../../api/generated/endpoints/members/members';
import { signInDemoMember } from '../../testing/signed-in-member';
import { renderRoute } from '../../testing/render-route';

const details = () => screen.findByRole('region', { name: 'Your details' });
const passwordSection = () => screen.findByRole('region', { name: 'Password' });

describe('/account/settings', () => {
  // The page's code loads on first use: loaded here, the waits below are for the mock backend only.
  beforeAll(async () => {
    await import('./account-settings-page');
  });
  it('sends a guest to sign in, to come back here', async () => {
    const { router } = renderRoute('/account/settings');

    await waitFor(() => expect(router.path()).toBe('/account/login?redirect=%2Faccount%2Fsettings'));
  });

  describe('for the signed-in member', () => {
    beforeEach(async () => {
      await signInDemoMember();
    });
    afterAll(() => mockBackend.reset());

    it('fills the form from the member, the phone without its leading +1 (SPEC §3)', async () => {
      renderRoute('/account/settings');

      const form = await details();
      expect(await within(form).findByRole('textbox', { name: /^First name/ })).toHaveValue('Bo');
      expect(within(form).getByRole('textbox', { name: /^Last name/ })).toHaveValue('Whitfield');
      expect(within(form).getByRole('textbox', { name: /^Email/ })).toHaveValue(DEMO_MEMBER.email);
      expect(within(form).getByRole('textbox', { name: /^Phone/ })).toHaveValue('704-555-0142');
    });

    it('saves a new name and phone with members/update', async () => {
      renderRoute('/account/settings');
      const form = await details();
      const firstName = await within(form).findByRole('textbox', { name: /^First name/ });
      const phone = within(form).getByRole('textbox', { name: /^Phone/ });

      await userEvent.clear(firstName);
      await userEvent.type(firstName, 'Bojangles');
      await userEvent.clear(phone);
      await userEvent.type(phone, '+1 980 555 0101');
      expect(phone).toHaveValue('980-555-0101');
      await userEvent.click(within(form).getByRole('button', { name: 'Save Changes' }));

      expect(await within(form).findByText('Your details were saved.')).toBeVisible();
      expect(await getMember()).toMatchObject({ first_name: 'Bojangles', phone: '9805550101' });
    });

    it('checks the fields before sending, and focuses the first one to fix', async () => {
      renderRoute('/account/settings');
      const form = await details();
      const firstName = await within(form).findByRole('textbox', { name: /^First name/ });

      await userEvent.clear(firstName);
      await userEvent.click(within(form).getByRole('button', { name: 'Save Changes' }));

      expect(firstName).toHaveAccessibleDescription('Enter your first name.');
      expect(firstName).toHaveFocus();
      expect(await getMember()).toMatchObject({ first_name: 'Bo' });
    });

    it("shows the server's message beside the e-mail and keeps everything typed", async () => {
      renderRoute('/account/settings');
      const form = await details();
      const email = await within(form).findByRole('textbox', { name: /^Email/ });
      const lastName = within(form).getByRole('textbox', { name: /^Last name/ });

      await userEvent.clear(lastName);
      await userEvent.type(lastName, 'Greene');
      await userEvent.clear(email);
      await userEvent.type(email, OTHER_MEMBER.email);
      await userEvent.click(within(form).getByRole('button', { name: 'Save Changes' }));

      await waitFor(() =>
        expect(email).toHaveAccessibleDescription('An account with this email already exists.'),
      );
      // The server's problem gets the focus a browser-side one gets.
      expect(email).toHaveFocus();
      expect(email).toHaveValue(OTHER_MEMBER.email);
      expect(lastName).toHaveValue('Greene');
    });

    it('changes the password with the current one, which then signs in', async () => {
      renderRoute('/account/settings');
      const section = await passwordSection();
      const current = within(section).getByLabelText(/^Current password/);
      const next = within(section).getByLabelText(/^New password/);

      await userEvent.type(current, 'not-my-password');
      await userEvent.type(next, 'NewBiscuits1!');
      await userEvent.click(within(section).getByRole('button', { name: 'Change Password' }));
      await waitFor(() => expect(current).toHaveAccessibleDescription('Your current password is incorrect.'));
      await waitFor(() => expect(current).toHaveFocus());
      expect(next).toHaveValue('NewBiscuits1!');

      await userEvent.clear(current);
      await userEvent.type(current, DEMO_MEMBER.password);
      await userEvent.click(within(section).getByRole('button', { name: 'Change Password' }));

      expect(await within(section).findByText('Your password was changed.')).toBeVisible();
      expect(current).toHaveValue('');
      expect(next).toHaveValue('');
      const signIn = await signInCall({
        email: DEMO_MEMBER.email,
        password: 'NewBiscuits1!',
        recaptcha: 'test',
      });
      expect(signIn.status).toBe(200);
    });
  });
});
