import { useLocation } from 'wouter';
import { storySlugOfPath } from '../../features/content/cms/story-slug';
import { StoryPage } from './story-page';

/**
 * SPEC §2 managed content routes: shows the CMS story whose full slug is the page's path
 * (`/about/chicken-scoop` → `about/chicken-scoop`), in the language shown. No such story (or a
 * story that is not a page, such as `home`) is the 404 page.
 */
export function ContentPage() {
  const [path] = useLocation();
  return <StoryPage slug={storySlugOfPath(path)} />;
}
