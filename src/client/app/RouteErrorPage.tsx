import { Button } from '../ui/actions/Button';
import { ErrorState } from '../ui/feedback/ErrorState';
import { layoutTexts } from '../ui/layout/layoutTexts';
import { routeErrorTexts } from './appTexts';

/**
 * Shown when a page fails to load or to render, for instance when a new version of Motus
 * was deployed and an old page file is gone: reloading fetches the new one.
 */
export function RouteErrorPage() {
  return (
    <>
      <title>{layoutTexts.documentTitle(routeErrorTexts.heading)}</title>
      <h1 className="visually-hidden">{routeErrorTexts.heading}</h1>
      <ErrorState
        fullPage
        title={routeErrorTexts.title}
        message={routeErrorTexts.message}
        action={<Button onClick={() => window.location.reload()}>{routeErrorTexts.reload}</Button>}
      />
    </>
  );
}
