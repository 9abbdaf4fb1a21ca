import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ExternalLinkIcon } from '../icons/interfaceIcons';
import { layoutTexts } from './layoutTexts';
import './Card.css';

interface LinkCardBase {
  title: string;
  description: ReactNode;
  icon?: ReactNode;
  /** The heading level that fits the page outline; cards under a page's h1 use 2. */
  headingLevel?: 2 | 3;
}

interface InternalLinkCard extends LinkCardBase {
  /** A route of the app. */
  to: string;
  href?: never;
}

interface ExternalLinkCard extends LinkCardBase {
  /** An address outside the app; it opens in a new tab. */
  href: string;
  to?: never;
}

export type LinkCardProps = InternalLinkCard | ExternalLinkCard;

/**
 * A card whose title is a link and whose whole surface is clickable. Only the title is the
 * link's name, so a screen reader's list of links stays short.
 */
export function LinkCard({ title, description, icon, headingLevel = 2, ...target }: LinkCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const link =
    target.href !== undefined ? (
      <a className="link-card__link" href={target.href} target="_blank" rel="noopener noreferrer">
        {title} <span className="visually-hidden">{layoutTexts.opensInNewTab}</span>
      </a>
    ) : (
      <Link className="link-card__link" to={target.to}>
        {title}
      </Link>
    );
  return (
    <article className="link-card">
      {icon ? (
        <span className="link-card__icon" aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <Heading className="link-card__title">
        {link}
        {target.href !== undefined ? <ExternalLinkIcon /> : null}
      </Heading>
      <p className="link-card__description">{description}</p>
    </article>
  );
}
