import { NotFoundPage } from './not-found-page';

/** PLACEHOLDER (being replaced): renders the 404 page until built. */
export function LoginPage() {
  return <NotFoundPage />;
}
