import { backgroundRoles, colorTokens, focusRing, motionMs, tokens, type ColorRole } from './tokens';

/** WCAG 2.2 relative luminance of a `#rrggbb` colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(foreground: string, background: string): number {
  const [lighter, darker] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);
}

/** Text must reach 4.5:1 (WCAG 1.4.3); focus rings and control outlines 3:1 (1.4.11). */
const textPairs: [ColorRole, ColorRole][] = [
  ['text', 'surface'],
  ['text', 'canvas'],
  ['text', 'hoverSurface'],
  ['mutedText', 'surface'],
  ['mutedText', 'canvas'],
  ['mutedText', 'hoverSurface'],
  ['link', 'surface'],
  ['link', 'canvas'],
  ['brandText', 'brand'],
  ['brandText', 'brandHover'],
  ['accentText', 'accent'],
  ['danger', 'surface'],
  ['danger', 'dangerSurface'],
  ['dangerText', 'danger'],
  ['dangerText', 'dangerHover'],
  ['success', 'surface'],
  ['success', 'successSurface'],
  ['successText', 'success'],
  ['disabledText', 'disabledSurface'],
];
const nonTextPairs: [ColorRole, ColorRole][] = [
  ['focus', 'surface'],
  ['focus', 'canvas'],
  ['focusInverse', 'brand'],
  ['controlBorder', 'surface'],
  ['controlBorder', 'canvas'],
];

describe('colour contrast of the theme (WCAG 2.2 AA)', () => {
  it.each(textPairs)('%s on %s reaches 4.5:1', (foreground, background) => {
    expect(contrast(colorTokens[foreground], colorTokens[background])).toBeGreaterThanOrEqual(4.5);
  });

  it.each(nonTextPairs)('%s against %s reaches 3:1', (foreground, background) => {
    expect(contrast(colorTokens[foreground], colorTokens[background])).toBeGreaterThanOrEqual(3);
  });
});

describe('the focus ring (WCAG 2.2 1.4.11, 2.4.7)', () => {
  it('sets its ring 3:1 apart from the halo around it', () => {
    expect(contrast(colorTokens[focusRing.ring], colorTokens[focusRing.halo])).toBeGreaterThanOrEqual(3);
  });

  it.each(backgroundRoles)('shows on %s: the ring or its halo reaches 3:1 against it', (background) => {
    const against = (role: ColorRole) => contrast(colorTokens[role], colorTokens[background]);
    expect(Math.max(against(focusRing.ring), against(focusRing.halo))).toBeGreaterThanOrEqual(3);
  });
});

describe('motion tokens', () => {
  it('times the add-to-cart bounce at 700 ms and the cart badge at 800 ms (SPEC §9)', () => {
    expect(tokens.motion.duration.bounce).toBe('700ms');
    expect(tokens.motion.duration.badge).toBe('800ms');
    expect(motionMs).toMatchObject({ bounce: 700, badge: 800 });
  });
});
