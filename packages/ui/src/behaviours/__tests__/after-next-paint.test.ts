import { afterNextPaint } from '../after-next-paint';

afterEach(() => jest.useRealTimers());

/** Runs the timers due in the next `ms` and the promise callbacks they settle. */
const advance = (ms: number) => jest.advanceTimersByTimeAsync(ms);

it('resolves in the task after the next frame, not before it', async () => {
  jest.useFakeTimers();
  let resolved = false;
  void afterNextPaint().then(() => (resolved = true));
  // Tasks run, but no frame has been drawn yet (a frame comes every 16 ms).
  await advance(10);
  expect(resolved).toBe(false);
  jest.advanceTimersToNextFrame();
  expect(resolved).toBe(false);
  await advance(1);
  expect(resolved).toBe(true);
});

it('resolves after a moment where no frame comes (a hidden tab)', async () => {
  jest.useFakeTimers();
  const frames = jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
  let resolved = false;
  void afterNextPaint().then(() => (resolved = true));
  await advance(50);
  expect(resolved).toBe(false);
  await advance(100);
  expect(resolved).toBe(true);
  frames.mockRestore();
});
