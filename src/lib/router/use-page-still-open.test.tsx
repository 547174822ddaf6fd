import { act, render, screen } from '@testing-library/react';
import { createRoute, Outlet, RouterProvider } from '@tanstack/react-router';
import { memoryRouter } from '@/testing/memory-router';
import { usePageStillOpen } from './use-page-still-open';

/** A page that reports whether it is still open, and a next page whose loader waits. */
function setup() {
  const probes: (() => boolean)[] = [];
  let release!: () => void;
  const nextPageData = new Promise<void>((resolve) => {
    release = resolve;
  });
  function First() {
    probes.push(usePageStillOpen());
    return <h1>First</h1>;
  }
  const router = memoryRouter('/first', Outlet, (root) => [
    // An index page, as most of the app's are: its match ends with a slash.
    createRoute({ getParentRoute: () => root, path: '/first/', component: First }),
    createRoute({
      getParentRoute: () => root,
      path: '/second',
      loader: () => nextPageData,
      component: () => <h1>Second</h1>,
    }),
  ]);
  return { router, stillOpen: () => probes.at(-1)?.() ?? false, release };
}

describe('usePageStillOpen', () => {
  it('is true on the page, and false once a link elsewhere was followed, before that page loads', async () => {
    const { router, stillOpen, release } = setup();
    render(<RouterProvider router={router} />);
    await act(() => router.load());
    expect(screen.getByRole('heading', { name: 'First' })).toBeInTheDocument();
    expect(stillOpen()).toBe(true);

    // As a link does: the URL first, then the next page's code and data.
    act(() => router.history.push('/second'));
    // The next page is still loading: the first one shows, but the user has left it.
    expect(screen.getByRole('heading', { name: 'First' })).toBeInTheDocument();
    expect(stillOpen()).toBe(false);

    release();
    expect(await screen.findByRole('heading', { name: 'Second' })).toBeInTheDocument();
  });
});
