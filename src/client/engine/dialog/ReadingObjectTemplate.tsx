import type { ObjectFieldTemplateProps } from '@rjsf/utils';

/** The dataset's fields in a grid: two columns where there is room, one on a phone. */
export function ReadingObjectTemplate({ properties }: ObjectFieldTemplateProps) {
  return (
    <div className="reading-fields">
      {properties.map((property) => (property.hidden ? null : property.content))}
    </div>
  );
}
