import {
  bulletList,
  doc,
  heading,
  image,
  paragraph,
  storyLink,
  type ImageAsset,
  type RichTextJson,
} from './rich-text';

/** The copy of one content page in one language. */
export interface PageCopy {
  /** The page's title: its h1 and its tab title. */
  title: string;
  intro: string;
  heading: string;
  /** The sentence that leads into the internal link. */
  text: string;
  link: { label: string; path: string };
  listHeading: string;
  items: string[];
  imageAlt: string;
  closing?: string;
}

/** A seeded content page: its full slug, its picture and its copy in English and Spanish. */
export interface PageSeed {
  slug: string;
  image: ImageAsset;
  en: PageCopy;
  es: PageCopy;
}

/**
 * Every seeded page has the same parts, so each shows what the renderer handles: headings,
 * paragraphs, an internal link, a list and an image with its size.
 */
export function pageBody(copy: PageCopy, picture: ImageAsset): RichTextJson {
  return doc(
    paragraph(copy.intro),
    heading(2, copy.heading),
    paragraph(`${copy.text} `, storyLink(copy.link.label, copy.link.path), '.'),
    heading(3, copy.listHeading),
    bulletList(...copy.items),
    // Below the first screen: the page's largest paint stays its text, not a lazily loaded picture.
    image(picture, copy.imageAlt),
    ...(copy.closing ? [paragraph(copy.closing)] : []),
  );
}
