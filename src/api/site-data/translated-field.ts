/**
 * A translated field of a site data file in the language of `locale`: the translation sits beside
 * the English as `<field>__i18n__<language>` (the contract's `SiteData`); the English serves where
 * it is missing or empty.
 */
export function translatedField<Field extends string>(
  entry: { readonly [Name in Field]: string },
  field: Field,
  locale: string,
): string {
  const language = locale.split('-')[0]?.toLowerCase();
  const translation: unknown = (entry as Readonly<Record<string, unknown>>)[`${field}__i18n__${language}`];
  return typeof translation === 'string' && translation.trim() !== '' ? translation : entry[field];
}
