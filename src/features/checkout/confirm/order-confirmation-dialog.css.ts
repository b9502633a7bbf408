import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/styles/theme.css';

export const details = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const type = style({ margin: 0, fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.large });
export const line = style({ margin: 0 });
export const disclaimer = style({ margin: 0, fontSize: vars.fontSize.small, color: vars.color.mutedText });
