import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { heldFrames } from '../../test/heldFrames';

// A fresh module per test: the hook remembers the first paint for the whole page load.
async function freshHook() {
  vi.resetModules();
  return (await import('./useFirstPagePainted')).useFirstPagePainted;
}

describe('useFirstPagePainted', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('is false until a frame has been painted after the first mount, then true for every caller', async () => {
    const frames = heldFrames();
    const useFirstPagePainted = await freshHook();
    const firstRender = new Map<string, boolean>();
    function Reads({ name }: { name: string }) {
      const painted = useFirstPagePainted();
      if (!firstRender.has(name)) firstRender.set(name, painted);
      return <p>{`${name}: ${painted ? 'asking' : 'waiting'}`}</p>;
    }
    render(<Reads name="page" />);
    expect(screen.getByText('page: waiting')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getByText('page: waiting')).toBeInTheDocument();

    await frames.paint();
    expect(screen.getByText('page: asking')).toBeInTheDocument();

    // A tab or page opened later asks on its first render.
    render(<Reads name="later" />);
    expect(screen.getByText('later: asking')).toBeInTheDocument();
    expect(Object.fromEntries(firstRender)).toEqual({ page: false, later: true });
  });

  it('does not wait for a frame in a hidden tab, which paints none', async () => {
    heldFrames();
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const useFirstPagePainted = await freshHook();
    function Reads() {
      return <p>{useFirstPagePainted() ? 'asking' : 'waiting'}</p>;
    }
    render(<Reads />);
    expect(await screen.findByText('asking')).toBeInTheDocument();
  });
});
