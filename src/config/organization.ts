import { BRAND } from './brand';

/** Where the chain is based: the hiring organisation's address in job postings, and the Organization's. */
export const HEADQUARTERS = {
  addressLocality: 'Charlotte',
  addressRegion: 'NC',
  postalCode: '28208',
  addressCountry: 'US',
} as const;

export const ORGANIZATION = { name: BRAND.name, logoPath: '/apple-touch-icon.png' } as const;
