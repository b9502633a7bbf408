import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../ui/styles/theme.css';

/** A readable measure (about 70 characters a line) and body rhythm for managed copy. */
export const root = style({
  maxWidth: vars.content.narrow,
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.body,
  overflowWrap: 'break-word',
});

/** Blocks carry no outer margin; the gap sits between siblings, so the first and last stay flush. */
const block = style({
  marginBlock: 0,
  selectors: { '* + &': { marginBlockStart: vars.space.md } },
});

export const paragraph = block;

const headingBase = style([
  block,
  {
    fontFamily: vars.font.heading,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
    // Anchored headings (`/about#team`) land clear of the page edge.
    scrollMarginBlockStart: vars.space.xl,
    selectors: { '* + &': { marginBlockStart: vars.space.xl } },
  },
]);

/** By the rendered level, so a shifted CMS h1 looks like the h2 it has become. */
export const heading = styleVariants({
  1: [headingBase, { fontSize: vars.fontSize.display }],
  2: [headingBase, { fontSize: vars.fontSize.heading }],
  3: [headingBase, { fontSize: vars.fontSize.xl }],
  4: [headingBase, { fontSize: vars.fontSize.large }],
  5: [headingBase, { fontSize: vars.fontSize.body }],
  6: [headingBase, { fontSize: vars.fontSize.body, color: vars.color.mutedText }],
});

export const list = style([block, { paddingInlineStart: vars.space.lg }]);

export const listItem = style({
  selectors: { '* + &': { marginBlockStart: vars.space.xs } },
});

export const blockquote = style([
  block,
  {
    marginInline: 0,
    paddingInlineStart: vars.space.md,
    borderInlineStart: `${vars.borderWidth.focus} solid ${vars.color.border}`,
    color: vars.color.mutedText,
  },
]);

export const rule = style([
  block,
  {
    border: 'none',
    borderBlockStart: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  },
]);

export const image = style({
  display: 'inline-block',
  maxWidth: '100%',
  height: 'auto',
  verticalAlign: 'middle',
  borderRadius: vars.radius.md,
});

/** The browser's monospace face and its size step are kept; there is no code font token. */
export const code = style({
  paddingInline: vars.space.xxs,
  background: vars.color.hoverSurface,
  borderRadius: vars.radius.sm,
});
