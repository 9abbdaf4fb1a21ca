import { Button } from '../ui/actions/Button';
import { ErrorState } from '../ui/feedback/ErrorState';

/**
 * Shown when a page fails to load or to render, for instance when a new version of Motus
 * was deployed and an old page file is gone: reloading fetches the new one.
 */
export function RouteErrorPage() {
  return (
    <>
      <title>Something went wrong · Motus</title>
      <h1 className="visually-hidden">Something went wrong</h1>
      <ErrorState
        fullPage
        title="This page could not be shown"
        message="Something went wrong while opening this page. Reloading usually fixes it; your data is safe."
        action={<Button onClick={() => window.location.reload()}>Reload the page</Button>}
      />
    </>
  );
}
