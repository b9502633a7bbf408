import { z } from 'zod/mini';
import { formBlokSchema } from './form-blok-schema';

/**
 * The content blocks ("bloks") of the stories the site renders. A rich-text field must be a
 * document (`{type: 'doc', content: [...]}`); its nodes are left to the rich-text renderer, which
 * reads them leniently, so one odd node never costs the whole page. (`zod/mini`, as the stores use,
 * keeps the home page's JavaScript small.)
 */
export const richTextFieldSchema = z.looseObject({
  type: z.literal('doc'),
  content: z.array(z.unknown()),
});

const nonEmptyText = () => z.string().check(z.trim(), z.minLength(1));

/** A Storyblok multilink field: a story (by its `cached_url` slug), a URL, an e-mail or an asset. */
export const multilinkSchema = z.object({
  linktype: z.enum(['story', 'url', 'email', 'asset']),
  url: z._default(z.string(), ''),
  cached_url: z._default(z.string(), ''),
  anchor: z.optional(z.string()),
  target: z.optional(z.enum(['_blank', '_self'])),
});

/**
 * What a story says of itself to search engines and link previews (the CMS's SEO field): a page
 * that lacks it, or whose field cannot be read, is described by its title alone.
 */
const seoSchema = z.catch(
  z.optional(
    z.object({
      title: z.optional(z.string()),
      description: z.optional(z.string()),
      og_image: z.optional(z.string()),
    }),
  ),
  () => undefined,
);

export type StorySeo = z.infer<typeof seoSchema>;

/**
 * A managed content page: its title (the page's h1 and tab title), its body and, below it, an
 * optional form. A form the site cannot read is left out rather than costing the page.
 */
export const pageContentSchema = z.object({
  _uid: z.optional(z.string()),
  component: z.literal('page'),
  title: nonEmptyText(),
  seo: seoSchema,
  body: richTextFieldSchema,
  form: z.catch(z.optional(formBlokSchema), () => {
    console.warn('A content page form could not be read; the page is shown without it.');
    return undefined;
  }),
});

/** The home page: a hero (heading, text, one call to action) and the sections below it. */
export const homeContentSchema = z.object({
  _uid: z.optional(z.string()),
  component: z.literal('home'),
  hero_heading: nonEmptyText(),
  hero_text: z._default(z.string(), ''),
  cta_label: nonEmptyText(),
  cta_link: multilinkSchema,
  seo: seoSchema,
  body: richTextFieldSchema,
});

const RENDERED_COMPONENTS: readonly string[] = ['page', 'home'];

/** Any other blok (a job, an expansion store, …): only its component name is checked. */
const otherContentSchema = z.looseObject({
  _uid: z.optional(z.string()),
  component: z.string().check(
    z.refine((component) => !RENDERED_COMPONENTS.includes(component), {
      message: 'A page or home blok that does not have its fields',
    }),
  ),
});

/** A story's content: a page or home blok that lacks a field fails, any other blok passes as is. */
export const storyContentSchema = z.union([pageContentSchema, homeContentSchema, otherContentSchema]);

export type Multilink = z.infer<typeof multilinkSchema>;
export type PageContent = z.infer<typeof pageContentSchema>;
export type HomeContent = z.infer<typeof homeContentSchema>;
export type StoryContent = z.infer<typeof storyContentSchema>;

export const isPageContent = (content: StoryContent): content is PageContent => content.component === 'page';
export const isHomeContent = (content: StoryContent): content is HomeContent => content.component === 'home';
