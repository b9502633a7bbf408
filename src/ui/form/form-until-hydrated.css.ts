import { style } from '@vanilla-extract/css';

/** The fieldset only groups the controls to disable them: it adds no frame or spacing. */
export const fields = style({ border: 0, margin: 0, padding: 0, minInlineSize: 0 });
