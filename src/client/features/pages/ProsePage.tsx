import { Fragment } from 'react';
import { layoutTexts } from '../../ui/layout/layoutTexts';
import { PageHeader } from '../../ui/layout/PageHeader';

/** The words of a paragraph or a list item, some of them in bold. */
export type ProseText = string | readonly (string | { readonly strong: string })[];

export type ProseBlock =
  { readonly paragraph: ProseText } | { readonly list: readonly ProseText[] };

/** A heading (with the id a link may point at) and what follows it; the first may have none. */
export interface ProseSection {
  readonly heading?: string;
  readonly id?: string;
  readonly blocks: readonly ProseBlock[];
}

/** A page of prose, kept as data in its texts module (aboutTexts.ts, termsTexts.ts). */
export interface ProseContent {
  /** The page's name in the browser tab. */
  readonly documentTitle: string;
  readonly title: string;
  readonly subtitle: string;
  readonly sections: readonly ProseSection[];
}

function ProseWords({ text }: { text: ProseText }) {
  if (typeof text === 'string') return <>{text}</>;
  return (
    <>
      {text.map((run, index) =>
        typeof run === 'string' ? (
          <Fragment key={index}>{run}</Fragment>
        ) : (
          <strong key={index}>{run.strong}</strong>
        ),
      )}
    </>
  );
}

/** A page of prose: its header, then each section's heading, paragraphs and lists. */
export function ProsePage({ content }: { content: ProseContent }) {
  return (
    <>
      <title>{layoutTexts.documentTitle(content.documentTitle)}</title>
      <PageHeader title={content.title} subtitle={content.subtitle} />
      <article className="prose">
        {content.sections.map((section, index) => (
          <Fragment key={section.heading ?? index}>
            {section.heading ? <h2 id={section.id}>{section.heading}</h2> : null}
            {section.blocks.map((block, blockIndex) =>
              'paragraph' in block ? (
                <p key={blockIndex}>
                  <ProseWords text={block.paragraph} />
                </p>
              ) : (
                <ul key={blockIndex}>
                  {block.list.map((item, itemIndex) => (
                    <li key={itemIndex}>
                      <ProseWords text={item} />
                    </li>
                  ))}
                </ul>
              ),
            )}
          </Fragment>
        ))}
      </article>
    </>
  );
}
