import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { Link, MemoryRouter, useLocation, useRoutes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyPage } from '../../ui/lazy/lazyPage';
import { PageLoadProgress } from './PageLoadProgress';
import { RouteErrorBoundary } from './RouteErrorBoundary';

function Broken(): never {
  throw new Error('render failed');
}

function Pages({ routes }: { routes: { path: string; Component: React.ComponentType }[] }) {
  const { pathname } = useLocation();
  return (
    <>
      <PageLoadProgress />
      <Link to="/fine">Fine page</Link>
      <RouteErrorBoundary key={pathname}>
        <Suspense fallback={<p>Opening</p>}>{useRoutes(routes)}</Suspense>
      </RouteErrorBoundary>
    </>
  );
}

const Fine = () => <h1>Fine</h1>;

describe('page routing', () => {
  // React reports every error a boundary catches on the console; these ones are meant.
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows the error page, with a reload, when a page fails to render, and recovers on another page', async () => {
    render(
      <MemoryRouter initialEntries={['/broken']}>
        <Pages
          routes={[
            { path: '/broken', Component: Broken },
            { path: '/fine', Component: Fine },
          ]}
        />
      </MemoryRouter>,
    );
    expect(screen.getByText('This page could not be shown')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Fine page' }));
    expect(await screen.findByRole('heading', { name: 'Fine' })).toBeInTheDocument();
  });

  it('shows the error page when a page module cannot be fetched (an old file after a deploy)', async () => {
    const Missing = lazyPage(() => Promise.reject(new Error('Failed to fetch module')));
    render(
      <MemoryRouter initialEntries={['/missing']}>
        <Pages routes={[{ path: '/missing', Component: Missing }]} />
      </MemoryRouter>,
    );
    expect(await screen.findByText('This page could not be shown')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Loading page' })).not.toBeInTheDocument();
  });

  it('says a page is loading while its module is fetched', async () => {
    let arrive: (page: React.ComponentType) => void = () => undefined;
    const Slow = lazyPage(() => new Promise((resolve) => (arrive = resolve)));
    render(
      <MemoryRouter initialEntries={['/slow']}>
        <Pages routes={[{ path: '/slow', Component: Slow }]} />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('progressbar', { name: 'Loading page' })).toBeInTheDocument();
    expect(screen.getByText('Opening')).toBeInTheDocument();
    arrive(() => <h1>Slow page</h1>);
    expect(await screen.findByRole('heading', { name: 'Slow page' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Loading page' })).not.toBeInTheDocument();
  });
});
