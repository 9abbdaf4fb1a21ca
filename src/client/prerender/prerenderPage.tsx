import { StrictMode, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppInRouter } from '../app/App';
import { createAppStore } from '../app/store';

/**
 * The markup of the app at this path for a signed-out visitor, with every lazy page it shows
 * loaded: the build writes it into the page's HTML (scripts/vite/pageHtml.ts), and the browser
 * hydrates it (main.tsx). The tree is the browser's, but for the router.
 */
export async function prerenderPage(pathname: string): Promise<string> {
  const store = createAppStore({ session: { user: null } });
  function AtPath({ children }: { children: ReactNode }) {
    return <StaticRouter location={pathname}>{children}</StaticRouter>;
  }
  const { prelude } = await prerender(
    <StrictMode>
      <AppInRouter store={store} Router={AtPath} />
    </StrictMode>,
  );
  return new Response(prelude).text();
}

export { pagesAtPaths, profilePage } from './pagesWithOwnHtml';
