/**
 * The full slug of the story a content route shows: its path without the slashes around it
 * (`/about/chicken-scoop/` → `about/chicken-scoop`). Whether it can be a slug at all is checked
 * when it is read (`isStorySlug`).
 */
export const storySlugOfPath = (path: string): string => path.replace(/^\/+|\/+$/g, '');

/** The home page's story. */
export const HOME_STORY_SLUG = 'home';
