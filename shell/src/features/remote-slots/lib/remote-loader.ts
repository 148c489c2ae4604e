import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface RemoteLoader<Props> {
  /** The lazy component to render now. */
  current: () => LazyExoticComponent<ComponentType<Props>>;
  /**
   * React.lazy keeps a rejected import for the life of the page: after a failure, swap in a fresh lazy component so
   * the next render loads again. A loaded remote is kept, so navigating never shows its spinner twice.
   */
  retryIfFailed: () => void;
}

export function createRemoteLoader<Props>(load: () => Promise<ComponentType<Props>>): RemoteLoader<Props> {
  let failed = false;
  const createLazy = () =>
    lazy(async () => {
      try {
        return { default: await load() };
      } catch (error) {
        failed = true;
        throw error;
      }
    });
  let component = createLazy();
  return {
    current: () => component,
    retryIfFailed: () => {
      if (!failed) return;
      failed = false;
      component = createLazy();
    },
  };
}
