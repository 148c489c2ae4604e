import { articleLoaders, type Article } from '@clinic/content';

/** One promise per article path for the page's lifetime, so React's use() sees the same promise on every render. */
const cache = new Map<string, Promise<Article>>();

export function hasArticle(path: string): boolean {
  return Object.hasOwn(articleLoaders, path);
}

/** The article body for a path, loaded once (each body is its own chunk). A failed load is forgotten so it can be retried. */
export function loadArticle(path: string): Promise<Article> {
  const cached = cache.get(path);
  if (cached) return cached;
  const loader = articleLoaders[path];
  if (!loader) return Promise.reject(new Error(`No article for ${path}`));
  const promise = loader().catch((error: unknown) => {
    cache.delete(path);
    throw error;
  });
  cache.set(path, promise);
  return promise;
}
