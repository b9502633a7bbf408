import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/styles/theme.css';

export const root = style({ display: 'grid', gap: vars.space.md });

export const heading = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.xl });

export const outcome = style({ margin: 0 });
