const DEFAULT_LANGUAGE_KEY = 'default';

/** Query keys of CMS reads: one place, so a story is cached once per slug and language. */
export const cmsQueryKeys = {
  all: ['cms'] as const,
  story: (slug: string, language: string | undefined) =>
    ['cms', 'story', slug, language ?? DEFAULT_LANGUAGE_KEY] as const,
  /** Every content page's title and text (site search). */
  pages: (language: string | undefined) => ['cms', 'pages', language ?? DEFAULT_LANGUAGE_KEY] as const,
};
