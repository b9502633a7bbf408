import { lazyPage } from './lazy-page';

/** Every page is its own chunk, loaded when its route is first shown. */
export const HomePage = lazyPage(() => import('./pages/home-page'), 'HomePage');
export const NotFoundPage = lazyPage(() => import('./pages/not-found-page'), 'NotFoundPage');
