import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from './theme.css';
import { seasonalColorTokens, type ColorRole } from './tokens';

/**
 * Put on `<html>` (`document.documentElement.classList.toggle(seasonalThemeClass, on)`) to switch
 * the site to its holiday accent. It only overrides tokens, so every component follows.
 */
export const seasonalThemeClass = style({}, 'seasonal-theme');

const overrides = Object.fromEntries(
  Object.entries(seasonalColorTokens).map(([role, value]) => [vars.color[role as ColorRole], value]),
);

// `:root.class` outranks the `:root` rule that declares the tokens, whatever order the CSS loads in.
globalStyle(`:root.${seasonalThemeClass}`, { vars: overrides });
