import { z } from 'zod/mini';
import type { SiteData } from '../../../api/generated/model';
import { cmsLanguageOf } from '../cms/cms-language';

/**
 * An entry of the `top-banner` site data file. Spanish copy sits beside the English in
 * `<field>__i18n__es`, the way the CMS exports field-level translations.
 */
const text = () => z.string().check(z.trim(), z.minLength(1));

const topBannerEntrySchema = z.object({
  text: text(),
  text__i18n__es: z.optional(text()),
  link_text: z.optional(text()),
  link_text__i18n__es: z.optional(text()),
  url: z.optional(text()),
  active: z._default(z.boolean(), true),
});

export interface TopBannerMessage {
  text: string;
  /** The link, only when the entry has both a URL and words for it. */
  link: { text: string; url: string } | null;
}

/**
 * The first active, well-formed entry of the top banner, in the language shown (English where the
 * Spanish is missing); null when there is none. Malformed entries are skipped, never shown.
 */
export function activeTopBanner(data: SiteData | undefined, locale: string): TopBannerMessage | null {
  const spanish = cmsLanguageOf(locale) === 'es';
  for (const raw of data?.entries ?? []) {
    const parsed = topBannerEntrySchema.safeParse(raw);
    if (!parsed.success || !parsed.data.active) continue;
    const entry = parsed.data;
    const linkText = (spanish && entry.link_text__i18n__es) || entry.link_text;
    return {
      text: (spanish && entry.text__i18n__es) || entry.text,
      link: entry.url && linkText ? { text: linkText, url: entry.url } : null,
    };
  }
  return null;
}
