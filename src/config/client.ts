/** Identity the site sends to the ordering API on every call (SPEC §1, §7). */
export const CLIENT_TYPE = 'web';
export const APP_VERSION = '1.4.24';
export const CATERING_CLIENT_SUB = 'catering';

/** The environment the server is told about; set per deployment through `VITE_API_ENV`. */
export const API_ENV: string = import.meta.env.VITE_API_ENV ?? 'prod';
