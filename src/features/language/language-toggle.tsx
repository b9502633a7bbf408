/** PLACEHOLDER (being replaced by the language work): English / Español toggle. */
export function LanguageToggle() {
  return null;
}
