import type { HTMLAttributes } from 'react';
import './Card.css';

export interface CardProps extends HTMLAttributes<HTMLDivElement> {
  /** No inner padding: for content that brings its own, such as a table. */
  flush?: boolean;
}

/** A white surface with a border that groups related content. */
export function Card({ flush = false, className, ...rest }: CardProps) {
  const classes = ['card', flush ? 'card--flush' : '', className].filter(Boolean).join(' ');
  return <div {...rest} className={classes} />;
}
