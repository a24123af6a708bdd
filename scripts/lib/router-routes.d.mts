// Types for router-routes.mjs, which the build script (plain Node) imports.
export type DynamicRoute = { page: string; skipInternalRouting?: boolean };
export function markRoutesTheRouterHas(
  routes: { dynamicRoutes: DynamicRoute[] },
  appRoutes: Record<string, string>,
): string[];
export function onceInTheRouter(distDir: string): string[];
