import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  type AnyRootRoute,
  type AnyRoute,
  type RouteComponent,
} from '@tanstack/react-router';

/**
 * A small router for a component's test, opened at `path` in memory: a root that renders
 * `layout`, and under it the routes `pages` makes for that root.
 */
export function memoryRouter(
  path: string,
  layout: RouteComponent,
  pages: (root: AnyRootRoute) => AnyRoute[],
) {
  const root = createRootRoute({ component: layout });
  return createRouter({
    routeTree: root.addChildren(pages(root)),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
}
