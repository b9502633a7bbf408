import type { Ref } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { isPageContent, type PageContent } from '../../features/content/cms/story-content-schema';
import { storySlugOfPath } from '../../features/content/cms/story-slug';
import { useStory } from '../../features/content/cms/use-story';
import { ContentArticle } from '../../features/content/components/content-article';
import { ContentError, type ContentErrorProps } from '../../features/content/components/content-error';
import { ContentLoading } from '../../features/content/components/content-loading';
import { usePageHeadingFocus } from '../page-navigation';
import { useDocumentTitle } from '../use-document-title';
import { NotFoundPage } from './not-found-page';
import { StoryForm } from './story-form';

const messages = defineMessages({
  errorDocumentTitle: { id: 'contentPage.errorDocumentTitle', defaultMessage: 'Page not available' },
});

function StoryView({ content, headingRef }: { content: PageContent; headingRef: Ref<HTMLHeadingElement> }) {
  useDocumentTitle(content.title);
  return (
    <ContentArticle content={content} headingRef={headingRef}>
      {content.form && <StoryForm form={content.form} />}
    </ContentArticle>
  );
}

function ErrorView(props: ContentErrorProps) {
  useDocumentTitle(useIntl().formatMessage(messages.errorDocumentTitle));
  return <ContentError {...props} />;
}

/**
 * SPEC §2 managed content routes: shows the CMS story whose full slug is the page's path
 * (`/about/chicken-scoop` → `about/chicken-scoop`), in the language shown. No such story (or a
 * story that is not a page, such as `home`) is the 404 page.
 */
export function ContentPage() {
  const [path] = useLocation();
  const story = useStory(storySlugOfPath(path));
  const headingRef = usePageHeadingFocus();

  if (story.isPending) return <ContentLoading />;
  if (story.isError) {
    if (story.error.kind === 'not-found') return <NotFoundPage />;
    return (
      <ErrorView
        kind={story.error.kind}
        onRetry={() => void story.refetch()}
        retrying={story.isFetching}
        headingRef={headingRef}
      />
    );
  }
  if (!isPageContent(story.data.content)) return <NotFoundPage />;
  return <StoryView content={story.data.content} headingRef={headingRef} />;
}
