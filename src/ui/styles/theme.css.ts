import { createGlobalTheme } from '@vanilla-extract/css';

/** Design tokens: components read these, never raw colours or sizes. */
export const vars = createGlobalTheme(':root', {
  color: {
    brand: '#b8141b',
    brandText: '#ffffff',
    text: '#1d1d1b',
    mutedText: '#545450',
    surface: '#ffffff',
    canvas: '#fbf7f0',
    border: '#d6d1c7',
    danger: '#a50e0e',
    dangerSurface: '#fdecea',
    focus: '#1a5fb4',
  },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    heading: 'Georgia, "Times New Roman", serif',
  },
  fontSize: { small: '0.875rem', body: '1rem', large: '1.25rem', heading: '2rem' },
  space: { xxs: '0.25rem', xs: '0.5rem', sm: '0.75rem', md: '1rem', lg: '1.5rem', xl: '2rem', xxl: '3rem' },
  radius: { sm: '4px', md: '8px', pill: '999px' },
  content: { maxWidth: '72rem' },
});
