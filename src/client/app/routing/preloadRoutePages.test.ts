import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { preloadableLazy } from '../../ui/lazy/preloadableLazy';
import { preloadRoutePages } from './preloadRoutePages';

/** A lazy page whose code arrives when the test says, noting when it is asked for. */
function heldPage(name: string, asked: string[]) {
  let arrive!: () => void;
  const arrived = new Promise<() => null>((resolve) => (arrive = () => resolve(() => null)));
  const page = preloadableLazy(() => {
    asked.push(name);
    return arrived;
  });
  return { page, arrive };
}

describe('preloadRoutePages', () => {
  it("asks for the code of every page shown at the path, a guard's and its page's together, and no other", async () => {
    const asked: string[] = [];
    const guard = heldPage('guard', asked);
    const page = heldPage('page', asked);
    const other = heldPage('other', asked);
    const routes: RouteObject[] = [
      { path: '/dashboard', Component: other.page },
      { Component: guard.page, children: [{ path: '/:profileRoute', Component: page.page }] },
    ];

    let finished = false;
    const done = preloadRoutePages('/vitalsprofile', routes).then(() => (finished = true));
    expect(asked).toEqual(['guard', 'page']);
    guard.arrive();
    await Promise.resolve();
    expect(finished).toBe(false);
    page.arrive();
    await done;
    expect(asked).not.toContain('other');
  });
});
