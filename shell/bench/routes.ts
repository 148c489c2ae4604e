import { siteRoutes } from '@clinic/content';

export interface BenchRoute {
  name: string;
  path: string;
}

/** Every public route of the site, in navigation order: staff-only (noIndex) pages are not measured. */
export const publicRoutes: readonly BenchRoute[] = siteRoutes
  .filter((route) => !route.noIndex)
  .map((route) => ({ name: route.path === '/' ? 'Home' : route.title, path: route.path }));

/** `--quick`: one route of each kind (home, filters, forms, article, long list, legal page). */
const QUICK_PATHS = [
  '/',
  '/publications',
  '/services',
  '/spinal-conditions/general/sciatica',
  '/previous-fellows',
  '/privacy',
];

const optionValues = (argv: readonly string[], name: string) =>
  argv.flatMap((arg, index) =>
    arg === name ? [argv[index + 1] ?? ''] : arg.startsWith(`${name}=`) ? [arg.slice(name.length + 1)] : [],
  );

/** `--route <path|name>` (repeatable) measures only those routes; `--quick` the representative few. */
export function selectRoutes(argv: readonly string[]): readonly BenchRoute[] {
  const wanted = optionValues(argv, '--route');
  if (wanted.length === 0) {
    return argv.includes('--quick') ? publicRoutes.filter((route) => QUICK_PATHS.includes(route.path)) : publicRoutes;
  }
  const routes = publicRoutes.filter((route) => wanted.includes(route.path) || wanted.includes(route.name));
  if (routes.length !== wanted.length)
    throw new Error(`unknown --route; known: ${publicRoutes.map((route) => route.path).join(' ')}`);
  return routes;
}
