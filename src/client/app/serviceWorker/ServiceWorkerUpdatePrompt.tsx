import { useEffect, useState } from 'react';
import { Button } from '../../ui/actions/Button';
import type { ApplyUpdate } from './registerServiceWorker';
import { serviceWorkerTexts } from './serviceWorkerTexts';
import { watchForServiceWorkerUpdates } from './watchForServiceWorkerUpdates';
import './ServiceWorkerUpdatePrompt.css';

export interface ServiceWorkerUpdatePromptProps {
  /** What tells of a new version; the browser's service worker unless a test gives another. */
  watchForUpdates?: typeof watchForServiceWorkerUpdates;
}

/**
 * "A new version is ready — Reload", on every page once a new version of the app has
 * installed (docs/product.md#installing-motus-and-opening-it-offline). The page never
 * reloads on its own: what the person is typing stays until they choose to.
 */
export function ServiceWorkerUpdatePrompt({
  watchForUpdates = watchForServiceWorkerUpdates,
}: ServiceWorkerUpdatePromptProps) {
  const [applyUpdate, setApplyUpdate] = useState<ApplyUpdate | null>(null);
  const [reloading, setReloading] = useState(false);
  useEffect(() => watchForUpdates((apply) => setApplyUpdate(() => apply)), [watchForUpdates]);

  // The live region is on the page from the start, so a screen reader reads what comes into it.
  return (
    <div className="update-prompt" role="status">
      {applyUpdate ? (
        <p className="update-prompt__notice">
          <span>{serviceWorkerTexts.newVersionReady} </span>
          <Button
            size="sm"
            loading={reloading}
            onClick={() => {
              setReloading(true);
              applyUpdate();
            }}
          >
            {serviceWorkerTexts.reload}
          </Button>
        </p>
      ) : null}
    </div>
  );
}
