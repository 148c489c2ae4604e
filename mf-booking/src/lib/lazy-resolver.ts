import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver whose code is fetched with the first check rather than with the page: the schema
 * library (joi, about 54 KB gzip) is needed only once the visitor sends a form. `preload` starts the fetch early,
 * e.g. when the visitor first focuses a field, so sending does not wait for it.
 */
export function lazyResolver<Values extends FieldValues>(
  load: () => Promise<Resolver<Values>>,
): { resolver: Resolver<Values>; preload: () => void } {
  return {
    resolver: async (values, context, options) => (await load())(values, context, options),
    preload: () => void load(),
  };
}
