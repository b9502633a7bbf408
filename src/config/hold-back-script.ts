import { CATERING_DEV_PORT, CATERING_HOST_MARKER, STORAGE_KEYS } from './client-state.ts';

/**
 * Run in the head of a prerendered page before it paints. The HTML is the default channel in
 * English; a visitor on the catering host, or whose language is Spanish (stored, or asked for by
 * `?lang=`), must not see it: the page is held back (`data-held`) until the app has rendered theirs.
 */
export const HOLD_BACK_SCRIPT =
  `try{var q=new URLSearchParams(location.search).get("lang"),` +
  `s=localStorage.getItem(${JSON.stringify(STORAGE_KEYS.preferences)})||"";` +
  `if(location.hostname.toLowerCase().indexOf(${JSON.stringify(CATERING_HOST_MARKER)})>=0` +
  `||location.port===${JSON.stringify(CATERING_DEV_PORT)}` +
  `||(q?/^es/i.test(q):/"language":"es/.test(s)))` +
  `document.documentElement.setAttribute("data-held","")}catch(e){}`;

/** Its digest, for the Content-Security-Policy's `script-src` (checked against the script by a test). */
export const HOLD_BACK_SCRIPT_HASH = "'sha256-JyXhSU42R8zhzJHtSE2zGx/GavkEoykNp0h7IUjY7L8='";
