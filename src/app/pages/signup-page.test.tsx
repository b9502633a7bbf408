import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render-with-providers';
import { SignupPage } from './signup-page';

describe('SignupPage', () => {
  it('has its heading, its tab title and the sign-up form, and no <main> of its own', () => {
    const { container } = renderWithProviders(<SignupPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Create an Account' })).toBeVisible();
    expect(document.title).toBe('Create an Account');
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeVisible();
    expect(container.querySelector('main')).toBeNull();
  });
});
