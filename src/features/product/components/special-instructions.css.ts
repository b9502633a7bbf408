import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/styles/theme.css';

export const textarea = style({ padding: vars.space.sm, resize: 'vertical' });
