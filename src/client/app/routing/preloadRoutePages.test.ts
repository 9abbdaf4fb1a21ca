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

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('preloadRoutePages', () => {
  it("asks for a nested page's code after its guard's has arrived and run, a task later", async () => {
    const asked: string[] = [];
    const guard = heldPage('guard', asked);
    const page = heldPage('page', asked);
    const other = heldPage('other', asked);
    const routes: RouteObject[] = [
      { path: '/dashboard', Component: other.page },
      { Component: guard.page, children: [{ path: '/:profileRoute', Component: page.page }] },
    ];

    const done = preloadRoutePages('/vitalsprofile', { routes });
    await nextTask();
    expect(asked).toEqual(['guard']);
    guard.arrive();
    await Promise.resolve();
    await Promise.resolve();
    // Not in the same task as the guard's modules.
    expect(asked).toEqual(['guard']);
    await nextTask();
    await nextTask();
    expect(asked).toEqual(['guard', 'page']);
    page.arrive();
    await done;
    expect(asked).not.toContain('other');
  });

  it("runs the code the pages share first, then the pages' own, each a task apart", async () => {
    const asked: string[] = [];
    const guard = heldPage('guard', asked);
    const page = heldPage('page', asked);
    const routes: RouteObject[] = [
      { Component: guard.page, children: [{ path: '/:profileRoute', Component: page.page }] },
    ];
    let arriveShared!: () => void;
    const shared = new Promise<void>((resolve) => (arriveShared = resolve));

    const done = preloadRoutePages('/vitalsprofile', {
      routes,
      first: () => {
        asked.push('shared');
        return shared;
      },
    });
    await nextTask();
    expect(asked).toEqual(['shared']);
    arriveShared();
    await Promise.resolve();
    await Promise.resolve();
    // The guard's modules do not run in the shared code's task.
    expect(asked).toEqual(['shared']);
    await nextTask();
    await nextTask();
    expect(asked).toEqual(['shared', 'guard']);
    guard.arrive();
    await nextTask();
    await nextTask();
    page.arrive();
    await done;
    expect(asked).toEqual(['shared', 'guard', 'page']);
  });

  it("still loads the pages when the shared code fails to load (the pages' own load reports it)", async () => {
    const asked: string[] = [];
    const page = heldPage('page', asked);
    const routes: RouteObject[] = [{ path: '/dashboard', Component: page.page }];
    const done = preloadRoutePages('/dashboard', {
      routes,
      first: () => Promise.reject(new Error('offline')),
    });
    await nextTask();
    await nextTask();
    expect(asked).toEqual(['page']);
    page.arrive();
    await done;
  });
});
