import { ExternalLink } from '../../../ui/external-link/external-link';
import { Link } from '../../../ui/link/link';

/**
 * A card's link: a site path navigates in the app, an https address opens as an external link,
 * anything else is not a link at all (cards come from a marketing tool, not from code review).
 */
export function CardLink({
  url,
  label,
  ariaLabel,
  onFollow,
  tone,
}: {
  url: string | null | undefined;
  label: string;
  /** A fuller name for assistive technology (it starts with `label`, as voice control needs). */
  ariaLabel?: string;
  onFollow: () => void;
  tone?: 'brand' | 'onBrand';
}) {
  if (!url) return null;
  if (url.startsWith('/') && !url.startsWith('//')) {
    return (
      <Link href={url} onClick={onFollow} tone={tone} aria-label={ariaLabel}>
        {label}
      </Link>
    );
  }
  if (url.startsWith('https://')) {
    return (
      <ExternalLink href={url} onClick={onFollow} tone={tone} aria-label={ariaLabel}>
        {label}
      </ExternalLink>
    );
  }
  return null;
}
