import type { MemberBalance } from '../../src/api/generated/model';
import type { WalkSession } from './walk-session';
import type { WalkState } from './walk-state';

/** Passwords (change, forgotten, reset) and the member's offers, points and rewards. */

export async function walkPasswords(session: WalkSession, state: WalkState): Promise<void> {
  const { token, memberId } = state;
  const { email, password, botCheckToken: recaptcha } = session.settings;
  const temporary = `${password}-changed`;

  // Changed and changed back, so that the member's password is the same after the walk.
  await session.succeed('changePassword', 'change the password', {
    body: { current: password, new: temporary },
    token,
  });
  await session.succeed('changePassword', 'change it back', {
    body: { current: temporary, new: password },
    token,
  });
  await session.fail('changePassword', 'a wrong current password', {
    body: { current: `${password}-wrong`, new: temporary },
    token,
  });

  await session.succeed('forgotPassword', 'ask for the reset e-mail', { body: { email, recaptcha } });
  await session.fail('forgotPassword', 'ask without the bot check', { body: { email } });
  const resetToken =
    memberId === undefined
      ? undefined
      : await session.settings.resetToken((request) => session.raw(request), email);
  if (resetToken !== undefined) {
    const reset = { token: resetToken, email, password };
    await session.succeed('resetPassword', 'reset with the e-mailed token', { body: reset });
    await session.fail('resetPassword', 'use the token a second time', { body: reset });
  } else session.skip('resetPassword', 'the member did not sign in, or no reset e-mail was found');
}

export async function walkOffers(session: WalkSession, state: WalkState): Promise<void> {
  const { token, memberId } = state;
  await session.succeed('listMemberOffers', 'the wallet offers', { token });
  await session.fail('listMemberOffers', 'the wallet without a token', {});
  if (memberId === undefined) return session.skip('balance and redeem', 'the member did not sign in');
  const query = { memberID: memberId };

  const balance = await session.succeed<MemberBalance>('getMemberBalance', 'points and redeemables', {
    query,
    token,
  });
  await session.fail('getMemberBalance', 'the balance without a token', { query });
  const points = balance.data?.points ?? 0;
  const redeemable = [...(balance.data?.redeemables ?? [])]
    .sort((a, b) => a.points - b.points)
    .find((candidate) => candidate.points <= points);
  if (redeemable) {
    await session.succeed('redeemMemberOffer', `redeem ${redeemable.name} for ${redeemable.points} points`, {
      query,
      body: { id: redeemable.id, channel: 'web' },
      token,
    });
  } else session.skip('redeemMemberOffer', `no reward for ${points} points`);
  await session.fail('redeemMemberOffer', 'an unknown reward', {
    query,
    body: { id: 'no-such-reward', channel: 'web' },
    token,
  });
}
