import type { ProfileConfig, ProfileView } from './profileConfigSchema';
import { chartTabsOf } from './profileTabKinds';

/** The view's read path for one dataset: {dataset} replaced by its id. */
function viewReadPath(view: Pick<ProfileView, 'read'>, datasetId: number): string {
  return view.read.replace('{dataset}', String(datasetId));
}

/**
 * The page a view becomes: the profile's chart tabs read from the view's path, under the
 * view's own address and titles, with no add button, no writes and no dashboard card
 * (view_of says so), and a way back to the profile. Everything downstream (routes, pages,
 * the pin, the audit) then treats it as any other profile.
 */
export function viewAsProfile(profile: ProfileConfig, view: ProfileView): ProfileConfig {
  const {
    views: _views,
    order: _order,
    links: _links,
    year_summary: _summary,
    ...shared
  } = profile;
  return {
    ...shared,
    id: view.id,
    route: view.route,
    name: view.name,
    title: view.title,
    subtitle: view.subtitle,
    view_of: profile.id,
    links: [{ label: profile.name, to: profile.route }],
    tabs: chartTabsOf(profile).map((tab) => ({
      ...tab,
      read: viewReadPath(view, tab.dataset),
      read_method: 'POST',
      list: view.list,
    })),
    ...(view.pin_prompt ? { pin_prompt: view.pin_prompt } : {}),
    ...(view.partner ? { partner: view.partner } : {}),
  };
}

/**
 * Each profile followed by the pages of its views; the profile's header links to each of
 * them by the view's link_label.
 */
export function withProfileViews(profiles: readonly ProfileConfig[]): ProfileConfig[] {
  return profiles.flatMap((profile) => {
    const views = profile.views ?? [];
    if (views.length === 0) return [profile];
    const linked: ProfileConfig = {
      ...profile,
      links: [
        ...(profile.links ?? []),
        ...views.map((view) => ({ label: view.link_label, to: view.route })),
      ],
    };
    return [linked, ...views.map((view) => viewAsProfile(profile, view))];
  });
}
