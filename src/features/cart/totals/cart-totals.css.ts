import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/styles/theme.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, margin: 0 });

export const row = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.sm });

export const totalRow = style([row, { fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.large }]);

export const amount = style({ margin: 0 });
