import type { Ref } from 'react';
import { LinkButton } from '../../../ui/link-button/link-button';
import * as styles from './home-hero.css';

export interface HomeHeroProps {
  heading: string;
  text: string;
  callToAction: { label: string; href: string };
  /** The page's heading focus (it takes focus after a navigation). */
  headingRef: Ref<HTMLHeadingElement>;
}

/** The top of the home page: the page's h1, a line of copy and one call to action. */
export function HomeHero({ heading, text, callToAction, headingRef }: HomeHeroProps) {
  return (
    <div className={styles.root}>
      <h1 ref={headingRef} tabIndex={-1} className={styles.heading}>
        {heading}
      </h1>
      {text && <p className={styles.text}>{text}</p>}
      <LinkButton href={callToAction.href} size="lg">
        {callToAction.label}
      </LinkButton>
    </div>
  );
}
