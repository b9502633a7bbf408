import type { ReactNode, Ref } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { isPageContent, type PageContent } from '../../features/content/cms/story-content-schema';
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

interface StoryViewProps {
  content: PageContent;
  headingRef: Ref<HTMLHeadingElement>;
  after?: ReactNode;
}

function StoryView({ content, headingRef, after }: StoryViewProps) {
  useDocumentTitle(content.seo?.title || content.title, {
    description: content.seo?.description,
    image: content.seo?.og_image,
  });
  return (
    <>
      <ContentArticle content={content} headingRef={headingRef}>
        {content.form && <StoryForm form={content.form} />}
      </ContentArticle>
      {after}
    </>
  );
}

function ErrorView(props: ContentErrorProps) {
  useDocumentTitle(useIntl().formatMessage(messages.errorDocumentTitle));
  return <ContentError {...props} />;
}

export interface StoryPageProps {
  slug: string;
  /** What the page shows below the story once it is read, e.g. a call to action. */
  after?: ReactNode;
}

/** The CMS story `slug` as a page: loading, error and 404 states included. */
export function StoryPage({ slug, after }: StoryPageProps) {
  const story = useStory(slug);
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
  return <StoryView content={story.data.content} headingRef={headingRef} after={after} />;
}
