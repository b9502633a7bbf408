import { paths } from '../config/paths';
import { useInAppCatering } from './use-in-app-catering';

/**
 * Where a visitor signs in, coming back to `redirect`: inside the app on catering, the app's own
 * bare `/app/signin` (SPEC §1, §2 route table), so the app's frame stays bare; else `/account/login`.
 */
export const signInHref = (inAppCatering: boolean, redirect?: string): string =>
  inAppCatering ? paths.appSignin.href(redirect) : paths.accountLogin.href(redirect);

/** `signInHref` for the page being shown. */
export function useSignInHref(redirect?: string): string {
  return signInHref(useInAppCatering(), redirect);
}
