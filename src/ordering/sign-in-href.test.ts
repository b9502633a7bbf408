import { usePreferencesStore } from '../stores';
import { renderHookWithProviders } from '../testing/render-with-providers';
import { useSignInHref } from './sign-in-href';

describe('useSignInHref (SPEC §1 in-app catering)', () => {
  it('signs in on /app/signin inside the app on catering, coming back to the page', () => {
    usePreferencesStore.setState({ channel: 'catering' });
    const { result } = renderHookWithProviders(() => useSignInHref('/order/checkout'), {
      path: '/order/checkout?source=app',
    });
    expect(result.current).toBe(`/app/signin?redirect=${encodeURIComponent('/order/checkout')}`);
  });

  it('signs in on /account/login on the catering site outside the app, and on the main site', () => {
    usePreferencesStore.setState({ channel: 'catering' });
    expect(renderHookWithProviders(() => useSignInHref(), { path: '/order/checkout' }).result.current).toBe(
      '/account/login',
    );
    usePreferencesStore.setState({ channel: 'default' });
    expect(
      renderHookWithProviders(() => useSignInHref('/offers'), { path: '/offers?source=app' }).result.current,
    ).toBe(`/account/login?redirect=${encodeURIComponent('/offers')}`);
  });
});
