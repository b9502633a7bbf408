import { postToNativeApp } from './native-app-bridge';

describe('the mobile app bridge', () => {
  afterEach(() => {
    delete window.ReactNativeWebView;
  });

  it('posts JSON to the app’s WebView when one shows the page', () => {
    const postMessage = vi.fn();
    window.ReactNativeWebView = { postMessage };
    expect(postToNativeApp({ type: 'payment_token', token: 'pt_1' })).toBe(true);
    expect(postMessage).toHaveBeenCalledWith('{"type":"payment_token","token":"pt_1"}');
  });

  it('does nothing in a plain browser', () => {
    expect(postToNativeApp({ type: 'payment_token' })).toBe(false);
  });
});
