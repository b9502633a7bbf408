import { Fragment, type ReactNode } from 'react';
import { groupLinkRuns } from './link-runs';
import { renderMarkedText } from './render-marked-text';
import { RichTextImage } from './rich-text-image';
import { RichTextLink } from './rich-text-link';
import type { HeadingLevel, ImageNode, RichTextNode } from './rich-text-types';
import * as styles from './rich-text.css';

export interface RenderContext {
  origin: string;
  /** Added to each CMS heading level (capped at h6). */
  headingOffset: number;
  /**
   * Inside a paragraph or heading, where HTML allows only phrasing content: a block the CMS nested
   * there (a list in a paragraph) gives up its wrapper and renders its content inline.
   */
  inline: boolean;
  /** The content's lead image, which loads at once instead of lazily (see `leadImageOf`). */
  leadImage?: ImageNode;
}

const headingTags = { 1: 'h1', 2: 'h2', 3: 'h3', 4: 'h4', 5: 'h5', 6: 'h6' } as const;

const shiftHeading = (level: HeadingLevel, offset: number): HeadingLevel =>
  Math.min(6, Math.max(1, level + offset)) as HeadingLevel;

/** List children are always `<li>`s: a stray node directly in a list gets an item of its own. */
function renderListItems(nodes: RichTextNode[], context: RenderContext): ReactNode[] {
  const itemContext = { ...context, inline: false };
  return nodes.map((node, index) => (
    <li key={`${node.type}-${index}`} className={styles.listItem}>
      {renderNodes(node.type === 'list_item' ? node.content : [node], itemContext)}
    </li>
  ));
}

function renderNode(node: RichTextNode, key: string, context: RenderContext): ReactNode {
  const inlineContext = { ...context, inline: true };
  const contentOnly = () =>
    'content' in node ? <Fragment key={key}>{renderNodes(node.content, context)}</Fragment> : null;
  switch (node.type) {
    case 'text':
      return <Fragment key={key}>{renderMarkedText(node)}</Fragment>;
    case 'hard_break':
      return <br key={key} />;
    case 'image':
      return (
        <RichTextImage
          key={key}
          attrs={node.attrs}
          origin={context.origin}
          lead={node === context.leadImage}
        />
      );
    case 'horizontal_rule':
      return context.inline ? null : <hr key={key} className={styles.rule} />;
    case 'paragraph':
      if (context.inline) return contentOnly();
      return (
        <p key={key} className={styles.paragraph}>
          {renderNodes(node.content, inlineContext)}
        </p>
      );
    case 'heading': {
      if (context.inline) return contentOnly();
      const level = shiftHeading(node.attrs.level, context.headingOffset);
      const Heading = headingTags[level];
      return (
        <Heading key={key} className={styles.heading[level]}>
          {renderNodes(node.content, inlineContext)}
        </Heading>
      );
    }
    case 'bullet_list':
      if (context.inline) return contentOnly();
      return (
        <ul key={key} className={styles.list}>
          {renderListItems(node.content, context)}
        </ul>
      );
    case 'ordered_list':
      if (context.inline) return contentOnly();
      return (
        <ol key={key} className={styles.list} start={node.attrs.order === 1 ? undefined : node.attrs.order}>
          {renderListItems(node.content, context)}
        </ol>
      );
    case 'blockquote':
      if (context.inline) return contentOnly();
      return (
        <blockquote key={key} className={styles.blockquote}>
          {renderNodes(node.content, context)}
        </blockquote>
      );
    case 'list_item': // outside a list: its content, without the item
    case 'unknown': // a node we do not know: its content, which keeps its text
      return contentOnly();
  }
}

/** Renders CMS nodes to React elements, keyed by type and position so re-renders keep the DOM. */
export function renderNodes(nodes: RichTextNode[], context: RenderContext): ReactNode[] {
  return groupLinkRuns(nodes).map((run) => {
    if (run.kind === 'node') return renderNode(run.node, `${run.node.type}-${run.index}`, context);
    return (
      <RichTextLink key={`link-${run.index}`} attrs={run.attrs} origin={context.origin}>
        {run.texts.map((text, offset) => (
          <Fragment key={offset}>{renderMarkedText(text)}</Fragment>
        ))}
      </RichTextLink>
    );
  });
}
