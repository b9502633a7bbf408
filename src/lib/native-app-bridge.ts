/** The bridge a React Native WebView injects into the pages it shows. */
interface NativeAppBridge {
  postMessage: (message: string) => void;
}

declare global {
  interface Window {
    ReactNativeWebView?: NativeAppBridge;
  }
}

/**
 * Hands a message to the mobile app showing this page (its WebView's bridge), as JSON. Answers false
 * in a plain browser, where no app is listening.
 */
export function postToNativeApp(message: object): boolean {
  const bridge = window.ReactNativeWebView;
  if (typeof bridge?.postMessage !== 'function') return false;
  bridge.postMessage(JSON.stringify(message));
  return true;
}
