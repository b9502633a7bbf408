import { jobPostingData } from '../jobs/job-posting-data';
import { organizationData, webSiteData } from './site-structured-data';

/** What search engines require of each type (Google Search Central's structured data rules). */
const REQUIRED = {
  Organization: ['name', 'url', 'logo'],
  WebSite: ['name', 'url', 'potentialAction'],
  JobPosting: ['title', 'description', 'datePosted', 'hiringOrganization', 'jobLocation'],
} as const;

const missing = (data: object, required: readonly string[]) =>
  required.filter((name) => {
    const value = (data as Record<string, unknown>)[name];
    return value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
  });

describe('the site’s structured data', () => {
  it('describes the chain as an Organization with every required property', () => {
    const data = organizationData() as unknown as Record<string, unknown>;
    expect(data['@context']).toBe('https://schema.org');
    expect(data['@type']).toBe('Organization');
    expect(missing(data, REQUIRED.Organization)).toEqual([]);
    expect(String(data.logo)).toMatch(/^https?:\/\/.+\.png$/);
  });

  it('offers the site search as a SearchAction to /search?q=', () => {
    const data = webSiteData() as unknown as Record<string, unknown> & {
      potentialAction: { '@type': string; target: { urlTemplate: string }; 'query-input': string };
    };
    expect(data['@type']).toBe('WebSite');
    expect(missing(data, REQUIRED.WebSite)).toEqual([]);
    expect(data.potentialAction['@type']).toBe('SearchAction');
    expect(data.potentialAction.target.urlTemplate).toMatch(/\/search\?q=\{search_term_string\}$/);
    expect(data.potentialAction['query-input']).toBe('required name=search_term_string');
  });

  it('lists a position as a JobPosting with every required property', () => {
    const data = jobPostingData({
      slug: 'shift-leader',
      title: 'Shift Leader',
      summary: 'Lead the team through a shift.',
      description: 'Open and close the restaurant.',
      employmentType: 'full_time',
      datePosted: '2025-06-02T13:30:00.000Z',
    }) as unknown as Record<string, unknown> & {
      hiringOrganization: Record<string, unknown>;
      jobLocation: { address: Record<string, unknown> };
    };
    expect(data['@type']).toBe('JobPosting');
    expect(missing(data, REQUIRED.JobPosting)).toEqual([]);
    expect(data.datePosted).toBe('2025-06-02');
    expect(data.employmentType).toBe('FULL_TIME');
    expect(data.hiringOrganization.name).toBe('Henhouse');
    expect(data.jobLocation.address).toMatchObject({ addressLocality: 'Charlotte', addressCountry: 'US' });
    expect(String(data.url)).toMatch(/\/positions\/info\?id=shift-leader$/);
  });
});
