import type { SharedArea, SharedView } from './sharedViews';
import { sharedViewerTexts } from './sharedViewerTexts';

/** One area's views, as the app shows a profile's tabs together. */
export interface SharedAreaViews {
  area: SharedArea;
  views: SharedView[];
}

const UNTAGGED: SharedArea = { id: '', title: sharedViewerTexts.otherArea };

/**
 * The views grouped by the area their resources are tagged with, in the order the Bundle first
 * names each; views of no area (a Bundle from elsewhere) together, last.
 */
export function sharedAreas(views: readonly SharedView[]): SharedAreaViews[] {
  const byArea = new Map<string, SharedAreaViews>();
  for (const view of views) {
    const area = view.area ?? UNTAGGED;
    const group = byArea.get(area.id) ?? { area, views: [] };
    group.views.push(view);
    byArea.set(area.id, group);
  }
  const untagged = byArea.get(UNTAGGED.id);
  byArea.delete(UNTAGGED.id);
  return [...byArea.values(), ...(untagged ? [untagged] : [])];
}
