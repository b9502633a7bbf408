/**
 * The headless CMS (a Storyblok-style content delivery API). It is a third-party service, not part
 * of our OpenAPI contract: `VITE_CMS_URL` points at it, and by default the site reaches it under its
 * own origin at `/cms/v2` (proxied to the real service, or to the mock in development and tests).
 */
export const CMS_BASE_URL: string = import.meta.env.VITE_CMS_URL || '/cms/v2';

/** SPEC §9: the CMS default page size, also the most stories one page may hold. */
export const CMS_DEFAULT_PER_PAGE = 100;
