import { globalStyle } from '@vanilla-extract/css';

// A prerendered page held back for a visitor it was not rendered for (src/config/hold-back-script.ts)
// stays unpainted until the app has rendered theirs.
globalStyle('html[data-held] #root', { visibility: 'hidden' });
