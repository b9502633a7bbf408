/**
 * Raw design-token values. Components never read these: they read the CSS variables in
 * `theme.css.ts` (`vars`). They live apart so tests can check contrast and so JS can read a
 * duration (e.g. to end an add-to-cart bounce) without parsing CSS.
 */

/** Colour roles. `xText` is the text (and icon) colour placed on an `x` fill. */
export const colorTokens = {
  brand: '#b8141b',
  brandHover: '#8f0f15',
  brandText: '#ffffff',
  accent: '#f2a900',
  accentText: '#1d1d1b',
  text: '#1d1d1b',
  mutedText: '#545450',
  /** Links and other brand-coloured text on surface or canvas. */
  link: '#b8141b',
  surface: '#ffffff',
  canvas: '#fbf7f0',
  hoverSurface: '#f3eee4',
  /** Decorative dividers only; control outlines use `controlBorder` (3:1 against the page). */
  border: '#d6d1c7',
  controlBorder: '#767169',
  danger: '#a50e0e',
  dangerHover: '#7f0b0b',
  dangerText: '#ffffff',
  dangerSurface: '#fdecea',
  success: '#1e6b34',
  successText: '#ffffff',
  successSurface: '#e6f4ea',
  disabledText: '#5f5b54',
  disabledSurface: '#e8e4dc',
  focus: '#1a5fb4',
  /** Focus ring on brand-coloured areas (a red header), where the blue ring would vanish. */
  focusInverse: '#ffffff',
  backdrop: 'rgb(29 29 27 / 0.6)',
};

export type ColorRole = keyof typeof colorTokens;

/**
 * Every colour the site fills an area with: a focus ring must show on each of them. A ring of one
 * colour cannot (the blue that shows on white is 1.06:1 on the brand red), so the ring is two-tone.
 */
export const backgroundRoles = [
  'surface',
  'canvas',
  'hoverSurface',
  'brand',
  'brandHover',
  'accent',
  'text',
  'danger',
  'dangerHover',
  'dangerSurface',
  'success',
  'successSurface',
  'disabledSurface',
] as const satisfies readonly ColorRole[];

/**
 * The focus ring: a `ring` outline between two bands of `halo`, so the ring always has the halo
 * beside it and the halo the background: one of the two stands out on any background.
 */
export const focusRing = { ring: 'focus', halo: 'focusInverse' } as const satisfies Record<string, ColorRole>;

/** Durations in milliseconds; `bounce` and `badge` are SPEC §9 (add-to-cart bounce, cart badge). */
export const motionMs = {
  fast: 120,
  normal: 200,
  slow: 300,
  bounce: 700,
  badge: 800,
  spin: 800,
} as const;

const toMs = (ms: number) => `${ms}ms`;

export const tokens = {
  color: colorTokens,
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    heading: 'Georgia, "Times New Roman", serif',
  },
  fontSize: {
    xs: '0.75rem',
    small: '0.875rem',
    body: '1rem',
    large: '1.25rem',
    xl: '1.5rem',
    heading: '2rem',
    display: '2.5rem',
  },
  fontWeight: { regular: '400', medium: '500', bold: '700' },
  lineHeight: { tight: '1.2', body: '1.5' },
  space: {
    none: '0',
    xxs: '0.25rem',
    xs: '0.5rem',
    sm: '0.75rem',
    md: '1rem',
    lg: '1.5rem',
    xl: '2rem',
    xxl: '3rem',
    xxxl: '4rem',
  },
  radius: { sm: '4px', md: '8px', lg: '16px', pill: '999px' },
  borderWidth: { thin: '1px', thick: '2px', focus: '3px' },
  /** Sizes of interactive things: controls stay at least 44px tall (well over WCAG 2.2's 24px target). */
  size: {
    controlSm: '2.25rem',
    controlMd: '2.75rem',
    controlLg: '3.25rem',
    iconSm: '1rem',
    iconMd: '1.5rem',
    /** 24 px: WCAG 2.2's minimum target (2.5.8) whatever sits next to the box. */
    checkbox: '1.5rem',
    /** WCAG 2.2's minimum target (2.5.8) for a link that stands on a line of its own. */
    minTarget: '1.5rem',
    badge: '1.25rem',
    /** A card's picture beside its text. */
    thumbnail: '5rem',
  },
  shadow: {
    sm: '0 1px 2px rgb(29 29 27 / 0.12)',
    md: '0 4px 12px rgb(29 29 27 / 0.16)',
    lg: '0 12px 32px rgb(29 29 27 / 0.24)',
  },
  /** Stacking layers, lowest first. Native modal dialogs sit in the top layer anyway. */
  zIndex: {
    base: '0',
    raised: '1',
    header: '100',
    mobileBar: '150',
    cartPanel: '200',
    dialog: '300',
    toast: '400',
  },
  motion: {
    duration: {
      fast: toMs(motionMs.fast),
      normal: toMs(motionMs.normal),
      slow: toMs(motionMs.slow),
      bounce: toMs(motionMs.bounce),
      badge: toMs(motionMs.badge),
      spin: toMs(motionMs.spin),
    },
    easing: {
      standard: 'cubic-bezier(0.2, 0, 0, 1)',
      enter: 'cubic-bezier(0, 0, 0.2, 1)',
      exit: 'cubic-bezier(0.4, 0, 1, 1)',
    },
  },
  content: { maxWidth: '72rem', narrow: '40rem', dialog: '32rem', sheet: '28rem' },
};
