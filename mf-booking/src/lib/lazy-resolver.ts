import { afterNextPaint } from '@clinic/ui/behaviours';
import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver whose code is fetched with the first check rather than with the page: the schema
 * library (joi, about 54 KB gzip) is needed only once the visitor sends a form. `preload` starts the fetch early,
 * e.g. when the visitor first focuses a field, so sending does not wait for it.
 *
 * Each check runs once the browser has painted: react-hook-form marks the form as submitting and then checks it,
 * so a submit press shows its 'Sending...' first, rather than after checking every field (most of that press on a
 * slow phone). A failed check restores the button with its errors.
 */
export function lazyResolver<Values extends FieldValues>(
  load: () => Promise<Resolver<Values>>,
): { resolver: Resolver<Values>; preload: () => void } {
  return {
    resolver: async (values, context, options) => {
      const resolve = await load();
      await afterNextPaint();
      return resolve(values, context, options);
    },
    preload: () => void load(),
  };
}
