import { act, render, screen, waitFor } from '@testing-library/react';
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

  it('asks the browser for one frame however many callers wait for it, and for none once they all left', async () => {
    const frames = heldFrames();
    const useFirstPagePainted = await freshHook();
    function Reads({ name }: { name: string }) {
      return <p>{`${name}: ${useFirstPagePainted() ? 'asking' : 'waiting'}`}</p>;
    }
    const names = ['header', 'tabs', 'chart', 'table', 'list'];
    render(
      <>
        {names.map((name) => (
          <Reads key={name} name={name} />
        ))}
      </>,
    );
    await frames.paint();
    for (const name of names) expect(screen.getByText(`${name}: asking`)).toBeInTheDocument();
    expect(frames.requested()).toBe(1);

    // A page left before its first paint leaves no frame asked for.
    const second = heldFrames();
    const freshUseFirstPagePainted = await freshHook();
    function Waits() {
      return <p>{freshUseFirstPagePainted() ? 'asking' : 'waiting'}</p>;
    }
    const { unmount } = render(
      <>
        <Waits />
        <Waits />
      </>,
    );
    await waitFor(() => expect(second.requested()).toBe(1));
    unmount();
    expect(second.waiting()).toBe(0);
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
