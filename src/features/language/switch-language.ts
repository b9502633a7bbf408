import type { GetShownLocale } from '../../i18n/shown-locale';
import {
  DEFAULT_LOCALE,
  LANGUAGE_POLL_INTERVAL_MS,
  LANGUAGE_SWITCH_TIMEOUT_MS,
  type Locale,
} from '../../i18n/locales';
import { usePreferencesStore, useUiStore } from '../../stores';
import { pollUntil } from './poll-until';

/** Each switch gets a number; a newer switch takes over from one still waiting. */
let latestSwitch = 0;

export type LanguageSwitchOutcome = 'shown' | 'gave-up' | 'superseded';

/**
 * SPEC §4 "Language switch": shows the loading state, asks for the language (the stored choice, which
 * the i18n provider follows), then polls every 100 ms until the page shows it. After 5 s it gives up:
 * the loading state ends and the language shown before stays, also as the stored choice.
 */
export async function switchLanguage(
  target: Locale,
  getShownLocale: GetShownLocale,
): Promise<LanguageSwitchOutcome> {
  const thisSwitch = ++latestSwitch;
  const previous = getShownLocale() ?? DEFAULT_LOCALE;
  const { setLoading } = useUiStore.getState();
  const { setLanguage } = usePreferencesStore.getState();

  setLoading(true);
  setLanguage(target);
  const isShown = await pollUntil(() => thisSwitch !== latestSwitch || getShownLocale() === target, {
    intervalMs: LANGUAGE_POLL_INTERVAL_MS,
    timeoutMs: LANGUAGE_SWITCH_TIMEOUT_MS,
  });
  // The newer switch now owns the loading state and the outcome.
  if (thisSwitch !== latestSwitch) return 'superseded';
  if (!isShown) setLanguage(previous);
  setLoading(false);
  return isShown ? 'shown' : 'gave-up';
}
