import { style } from '@vanilla-extract/css';

/** Figures of equal width keep columns of prices aligned; a price never breaks across lines. */
export const root = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
