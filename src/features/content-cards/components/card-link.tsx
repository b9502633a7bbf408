import { ExternalLink } from '../../../ui/external-link/external-link';
import { Link } from '../../../ui/link/link';
import { VisuallyHidden } from '../../../ui/visually-hidden/visually-hidden';

/**
 * A card's link: a site path navigates in the app, an https address opens as an external link,
 * anything else is not a link at all (cards come from a marketing tool, not from code review).
 */
export function CardLink({
  url,
  label,
  about,
  aboutLang,
  onFollow,
  tone,
}: {
  url: string | null | undefined;
  label: string;
  /**
   * What the link leads to (the card's title), read after the visible label by assistive technology
   * and search engines: "See more: Free Biscuit Friday", where the eye sees "See more".
   */
  about?: string;
  /** The language of `about`, where it differs from the page's. */
  aboutLang?: string;
  onFollow: () => void;
  tone?: 'brand' | 'onBrand';
}) {
  if (!url) return null;
  const text = (
    <>
      {label}
      {about && <VisuallyHidden lang={aboutLang}>: {about}</VisuallyHidden>}
    </>
  );
  if (url.startsWith('/') && !url.startsWith('//')) {
    return (
      <Link href={url} onClick={onFollow} tone={tone}>
        {text}
      </Link>
    );
  }
  if (url.startsWith('https://')) {
    return (
      <ExternalLink href={url} onClick={onFollow} tone={tone}>
        {text}
      </ExternalLink>
    );
  }
  return null;
}
