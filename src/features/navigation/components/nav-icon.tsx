import * as styles from './nav-icon.css';

/** Simple line drawings on a 24×24 grid, stroked in the current text colour. */
const ICON_PATHS = {
  cart: 'M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 8H6.2 M9.5 19.5h.01 M17 19.5h.01',
  inbox: 'M3 6h18v12H3z M3 6l9 7 9-7',
  menu: 'M4 7h16 M4 12h16 M4 17h16',
  home: 'M4 11l8-7 8 7v9h-5v-6H9v6H4z',
  offers: 'M3 12V4h8l10 10-8 8z M7.5 7.5h.01',
  account: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8z M4 21a8 8 0 0 1 16 0',
  search: 'M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13z M15.2 15.2L20 20',
  pin: 'M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z M12 12a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
} as const;

export type NavIconName = keyof typeof ICON_PATHS;

/** Decorative: the control around it carries the name. */
export function NavIcon({ name }: { name: NavIconName }) {
  return (
    <svg className={styles.root} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={ICON_PATHS[name]} />
    </svg>
  );
}
