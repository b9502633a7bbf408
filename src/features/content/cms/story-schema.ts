import { z } from 'zod/mini';
import { storyContentSchema } from './story-content-schema';

/** A story as the CMS content delivery API answers it (the fields the site reads). */
export const storySchema = z.object({
  id: z.number(),
  uuid: z.string(),
  /** The story's name in the CMS (for folder entries such as expansion stores, the display name). */
  name: z.string(),
  slug: z.string(),
  full_slug: z.string(),
  lang: z.optional(z.string()),
  published_at: z.optional(z.nullable(z.string())),
  first_published_at: z.optional(z.nullable(z.string())),
  content: storyContentSchema,
});

/** `GET /stories/{full_slug}` */
export const storyResponseSchema = z.object({ story: storySchema });

/** `GET /stories?starts_with=…&page=…&per_page=…` */
export const storiesResponseSchema = z.object({ stories: z.array(storySchema) });

export type Story = z.infer<typeof storySchema>;

/** One page of a story listing; `total` counts every story that matched, across pages. */
export interface StoriesPage {
  stories: Story[];
  page: number;
  perPage: number;
  total: number;
}
