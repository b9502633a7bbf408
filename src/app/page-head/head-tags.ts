import { siteUrlOf } from '../../config/site-url';

/** What a page says of itself in the document's head. */
export interface PageHead {
  title: string;
  /** Defaults to the site's own description. */
  description?: string;
  /** A picture for link previews, a site path or an absolute address; defaults to the site's. */
  image?: string;
  /** Pages that depend on the visitor (account, order, checkout) are kept out of search engines. */
  noindex?: boolean;
}

export interface HeadTag {
  tag: 'meta' | 'link';
  /** The attribute that identifies the tag (`name`, `property` or `rel`) and its value. */
  key: readonly [name: 'name' | 'property' | 'rel', value: string];
  /** The attribute carrying the value (`content` or `href`) and the value. */
  value: readonly [name: 'content' | 'href', value: string];
}

export const DEFAULT_PREVIEW_IMAGE = '/images/content/fried-chicken-basket.webp';

const meta = (name: 'name' | 'property', key: string, content: string): HeadTag => ({
  tag: 'meta',
  key: [name, key],
  value: ['content', content],
});

/**
 * The head tags of a page at `path` (with its query, where the query names the page): description,
 * canonical address, Open Graph and Twitter card. The prerender writes them into the HTML; the
 * browser keeps them in step as the visitor moves and switches language.
 */
export function headTags(head: PageHead, path: string, description: string): HeadTag[] {
  const url = siteUrlOf(path);
  const text = head.description?.trim() || description;
  const image = siteUrlOf(head.image ?? DEFAULT_PREVIEW_IMAGE);
  return [
    meta('name', 'description', text),
    meta('name', 'robots', head.noindex ? 'noindex' : 'index, follow'),
    { tag: 'link', key: ['rel', 'canonical'], value: ['href', url] },
    meta('property', 'og:type', 'website'),
    meta('property', 'og:url', url),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', text),
    meta('property', 'og:image', image),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', text),
    meta('name', 'twitter:image', image),
  ];
}

const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** The tags as HTML, for the prerendered page. */
export function headTagsHtml(tags: readonly HeadTag[]): string {
  return tags
    .map(
      ({ tag, key, value }) =>
        `<${tag} ${key[0]}="${escapeAttribute(key[1])}" ${value[0]}="${escapeAttribute(value[1])}" />`,
    )
    .join('\n    ');
}

/** Sets each tag in `document.head`, adding the ones it lacks. */
export function applyHeadTags(document: Document, tags: readonly HeadTag[]): void {
  for (const { tag, key, value } of tags) {
    const selector = `${tag}[${key[0]}="${key[1]}"]`;
    let element = document.head.querySelector(selector);
    if (!element) {
      element = document.createElement(tag);
      element.setAttribute(key[0], key[1]);
      document.head.append(element);
    }
    element.setAttribute(value[0], value[1]);
  }
}
