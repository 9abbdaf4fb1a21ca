import type { ProfileConfig, ProfileView } from './profileConfigSchema';
import { chartTabsOf } from './profileTabKinds';

/**
 * What the views' pages are made from: a config as loaded, or a profile of the list the
 * browser receives (the same fields, its datasets under another name).
 */
type ViewedProfile = Pick<
  ProfileConfig,
  | 'id'
  | 'route'
  | 'name'
  | 'title'
  | 'subtitle'
  | 'tabs'
  | 'views'
  | 'links'
  | 'order'
  | 'year_summary'
  | 'view_of'
  | 'pin_prompt'
  | 'partner'
>;

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
export function viewAsProfile<P extends ViewedProfile>(profile: P, view: ProfileView): P {
  const {
    views: _views,
    order: _order,
    links: _links,
    year_summary: _summary,
    ...shared
  } = profile;
  const page = {
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
      read_method: 'POST' as const,
      list: view.list,
    })),
    ...(view.pin_prompt ? { pin_prompt: view.pin_prompt } : {}),
    ...(view.partner ? { partner: view.partner } : {}),
  };
  // P's other fields are the profile's own; those left out are optional in every P.
  return page as unknown as P;
}

/**
 * Each profile followed by the pages of its views; the profile's header links to each of
 * them by the view's link_label.
 */
export function withProfileViews<P extends ViewedProfile>(profiles: readonly P[]): P[] {
  return profiles.flatMap((profile) => {
    const views = profile.views ?? [];
    if (views.length === 0) return [profile];
    const linked: P = {
      ...profile,
      links: [
        ...(profile.links ?? []),
        ...views.map((view) => ({ label: view.link_label, to: view.route })),
      ],
    };
    return [linked, ...views.map((view) => viewAsProfile(profile, view))];
  });
}

/**
 * The profiles as their files write them, from the pages withProfileViews made: no view's
 * page, no header link to a view (withProfileViews adds them again).
 */
export function profilesAsWritten<P extends ViewedProfile>(pages: readonly P[]): P[] {
  return pages
    .filter((page) => page.view_of === undefined)
    .map((profile) => {
      const viewRoutes = new Set((profile.views ?? []).map((view) => view.route));
      if (viewRoutes.size === 0 || profile.links === undefined) return profile;
      return { ...profile, links: profile.links.filter((link) => !viewRoutes.has(link.to)) };
    });
}
