import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/styles/theme.css';

export const root = style({ display: 'flex', justifyContent: 'center', padding: vars.space.xxl });
