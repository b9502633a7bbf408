import { screen, within } from '@testing-library/react';
import { signInDemoMember } from '../../testing/signed-in-member';
import { renderRoute } from '../../testing/render-route';

describe('/account/verify (the e-mail verification link)', () => {
  it('says the address is verified and offers to sign in', async () => {
    renderRoute('/account/verify?status=success');

    expect(await screen.findByRole('heading', { level: 1, name: 'Email verified' })).toBeVisible();
    expect(screen.getByText('Thank you! Your email address is verified.')).toBeVisible();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/account/login',
    );
    expect(document.title).toContain('Email verified');
  });

  it('offers a signed-in member their account instead', async () => {
    await signInDemoMember();
    renderRoute('/account/verify?status=success');

    expect(await screen.findByRole('link', { name: 'Go to your account' })).toHaveAttribute(
      'href',
      '/account',
    );
  });

  it('says an expired link failed and where to get help', async () => {
    renderRoute('/account/verify?status=expired');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'We could not verify your email' }),
    ).toBeVisible();
    expect(screen.getByText('This verification link has expired.')).toBeVisible();
    // The footer has a Contact Us link as well: this one is the page's own.
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  it('calls any other outcome a link that is not valid', async () => {
    renderRoute('/account/verify?status=invalid');

    expect(
      await screen.findByText('This verification link is not valid, or it was already used.'),
    ).toBeVisible();
  });

  it('is the 404 page without an outcome', async () => {
    renderRoute('/account/verify');

    expect(await screen.findByText('This page could not be found')).toBeVisible();
  });

  it('is in Spanish for a Spanish visitor', async () => {
    renderRoute('/account/verify?status=success', { locale: 'es' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Correo electrónico verificado' }),
    ).toBeVisible();
  });
});
