import { grantAreaOptions } from '../../../shared/profile-config/grantArea';
import type { ProfileConfig } from '../../../shared/profile-config/profileConfigSchema';

/** How people read an area's id: "vitals" → "Vitals Profile", "workout" → "Workout". */
export function areaTitles(configs: readonly ProfileConfig[]): (area: string) => string {
  const titles = new Map(grantAreaOptions(configs).map((option) => [option.id, option.title]));
  return (area) => titles.get(area) ?? area;
}
