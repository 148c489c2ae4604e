import { whenIdle } from '../when-idle';

afterEach(() => {
  delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
  jest.useRealTimers();
});

it('runs the task when the browser is idle, with a deadline, not at once', () => {
  const idle: { run: () => void; timeout?: number }[] = [];
  window.requestIdleCallback = (run, options) => idle.push({ run: run as () => void, timeout: options?.timeout });
  const task = jest.fn();
  whenIdle(task);
  expect(task).not.toHaveBeenCalled();
  expect(idle).toHaveLength(1);
  expect(idle[0]!.timeout).toBeGreaterThan(0);
  idle[0]!.run();
  expect(task).toHaveBeenCalledTimes(1);
});

it('runs the task in the next task where the browser has no idle callbacks', () => {
  jest.useFakeTimers();
  const task = jest.fn();
  whenIdle(task);
  expect(task).not.toHaveBeenCalled();
  jest.runAllTimers();
  expect(task).toHaveBeenCalledTimes(1);
});
