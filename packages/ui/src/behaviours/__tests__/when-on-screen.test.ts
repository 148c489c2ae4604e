import { whenOnScreen } from '../when-on-screen';

type Report = (entries: Partial<IntersectionObserverEntry>[]) => void;

/** A stand-in IntersectionObserver: the test reports entries as the browser would. */
class FakeObserver {
  static last: FakeObserver;
  readonly watched = new Set<Element>();
  disconnected = false;
  constructor(
    readonly report: Report,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.last = this;
  }
  observe(element: Element) {
    this.watched.add(element);
  }
  unobserve(element: Element) {
    this.watched.delete(element);
  }
  disconnect() {
    this.disconnected = true;
    this.watched.clear();
  }
}

const elements = (count: number) => Array.from({ length: count }, () => document.createElement('div'));

describe('with IntersectionObserver', () => {
  beforeEach(() => Object.assign(window, { IntersectionObserver: FakeObserver }));
  afterEach(() => delete (window as { IntersectionObserver?: unknown }).IntersectionObserver);

  it('calls back with each element once, when it first comes on screen, and stops watching it', () => {
    const first = document.createElement('div');
    const second = document.createElement('div');
    const seen: Element[] = [];
    whenOnScreen([first, second], (element) => seen.push(element), { rootMargin: '200px' });
    const observer = FakeObserver.last;
    expect(observer.options.rootMargin).toBe('200px');
    expect(seen).toEqual([]);

    observer.report([{ target: first, isIntersecting: false }]);
    expect(seen).toEqual([]);
    observer.report([{ target: second, isIntersecting: true }]);
    expect(seen).toEqual([second]);
    expect([...observer.watched]).toEqual([first]);
    observer.report([{ target: first, isIntersecting: true }]);
    expect(seen).toEqual([second, first]);
    expect(observer.watched.size).toBe(0);
  });

  it('returns what stops watching', () => {
    const stop = whenOnScreen(elements(1), () => undefined);
    stop();
    expect(FakeObserver.last.disconnected).toBe(true);
  });
});

it('calls back with each element at once where the browser has no IntersectionObserver', () => {
  const watched = elements(2);
  const seen: Element[] = [];
  whenOnScreen(watched, (element) => seen.push(element));
  expect(seen).toEqual(watched);
});
