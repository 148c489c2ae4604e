/** Browser APIs jsdom lacks but Fluent components call (MessageBar measures itself with ResizeObserver). */
class ResizeObserverStub implements ResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

if (typeof window !== 'undefined' && typeof window.ResizeObserver === 'undefined') {
  window.ResizeObserver = ResizeObserverStub;
}

export {};
