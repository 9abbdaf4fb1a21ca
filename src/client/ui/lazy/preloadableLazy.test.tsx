import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { preloadableLazy } from './preloadableLazy';
import { useCodeLoaded } from './useCodeLoaded';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

/** A module fetch the test settles by hand. */
function deferredModule() {
  let arrive: (component: typeof Greeting) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const promise = new Promise<typeof Greeting>((resolve, reject) => {
    arrive = resolve;
    fail = reject;
  });
  // Settles with the fetch, whichever way it goes, for act() to wait on.
  const settled = promise.then(
    () => undefined,
    () => undefined,
  );
  return { load: () => promise, arrive, fail, settled };
}

describe('preloadableLazy', () => {
  it('renders a component whose code was preloaded without showing the fallback', async () => {
    const fallbacks: string[] = [];
    function Fallback() {
      fallbacks.push('shown');
      return <p>Loading</p>;
    }
    const Lazy = preloadableLazy(() => Promise.resolve(Greeting));
    await Lazy.preload();
    expect(Lazy.isLoaded()).toBe(true);
    render(
      <Suspense fallback={<Fallback />}>
        <Lazy name="Ada" />
      </Suspense>,
    );
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
    expect(fallbacks).toEqual([]);
  });

  it('suspends, with its props kept, when rendered before the code is here', async () => {
    const module = deferredModule();
    const Lazy = preloadableLazy(module.load);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Lazy name="Grace" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(Lazy.isLoaded()).toBe(false);
    await act(() => {
      module.arrive(Greeting);
      return module.settled;
    });
    expect(await screen.findByText('Hello Grace')).toBeInTheDocument();
  });

  it('fetches the code again after a failed fetch', async () => {
    let attempts = 0;
    const Lazy = preloadableLazy(() => {
      attempts += 1;
      return attempts === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(Greeting);
    });
    await expect(Lazy.preload()).rejects.toThrow('offline');
    await Lazy.preload();
    expect(attempts).toBe(2);
    expect(Lazy.isLoaded()).toBe(true);
  });
});

describe('useCodeLoaded', () => {
  function Panel({
    component,
  }: {
    component: ReturnType<typeof preloadableLazy<{ name: string }>>;
  }) {
    const loaded = useCodeLoaded(component);
    const Component = component;
    return loaded ? <Component name="Linus" /> : <p>Drawing soon</p>;
  }

  it('shows the caller’s own loading state until the code arrives, then the component', async () => {
    const module = deferredModule();
    const Lazy = preloadableLazy(module.load);
    render(
      <Suspense fallback={<p>Suspense fallback</p>}>
        <Panel component={Lazy} />
      </Suspense>,
    );
    expect(screen.getByText('Drawing soon')).toBeInTheDocument();
    await act(() => {
      module.arrive(Greeting);
      return module.settled;
    });
    expect(await screen.findByText('Hello Linus')).toBeInTheDocument();
    expect(screen.queryByText('Suspense fallback')).not.toBeInTheDocument();
  });

  it('hands a failed fetch to the component, whose new attempt can succeed', async () => {
    const module = deferredModule();
    let calls = 0;
    const Lazy = preloadableLazy(() => {
      calls += 1;
      return calls === 1 ? module.load() : Promise.resolve(Greeting);
    });
    render(
      <Suspense fallback={<p>Suspense fallback</p>}>
        <Panel component={Lazy} />
      </Suspense>,
    );
    await act(() => {
      module.fail(new Error('offline'));
      return module.settled;
    });
    expect(await screen.findByText('Hello Linus')).toBeInTheDocument();
    expect(calls).toBe(2);
  });
});
