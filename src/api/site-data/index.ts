export { readSiteDataFile, type SiteDataFile } from './read-site-data-file';
export { translatedField } from './translated-field';
export { useSiteDataFile } from './use-site-data-file';
