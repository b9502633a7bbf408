import type { JobPosting, WithContext } from 'schema-dts';
import { HEADQUARTERS, ORGANIZATION } from '../../../config/organization';
import { paths } from '../../../config/paths';
import { siteUrlOf } from '../../../config/site-url';
import type { Position } from './job-stories';

const EMPLOYMENT_TYPES = { full_time: 'FULL_TIME', part_time: 'PART_TIME' } as const;

/** A position as a JobPosting, so that the opening can be listed by job search engines. */
export const jobPostingData = (position: Position): WithContext<JobPosting> => ({
  '@context': 'https://schema.org',
  '@type': 'JobPosting',
  title: position.title,
  description: [position.summary, position.description].filter(Boolean).join('\n\n'),
  ...(position.datePosted && { datePosted: position.datePosted.slice(0, 10) }),
  employmentType: EMPLOYMENT_TYPES[position.employmentType],
  url: siteUrlOf(paths.positionInfo.href(position.slug)),
  hiringOrganization: {
    '@type': 'Organization',
    name: ORGANIZATION.name,
    sameAs: siteUrlOf('/'),
    logo: siteUrlOf(ORGANIZATION.logoPath),
  },
  jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', ...HEADQUARTERS } },
});
