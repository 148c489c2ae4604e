import { executedCharacters } from '../js-coverage';

const range = (startOffset: number, endOffset: number, count: number) => ({ startOffset, endOffset, count });

describe('executedCharacters', () => {
  it('counts a script that ran whole', () => {
    expect(executedCharacters(100, [{ ranges: [range(0, 100, 1)] }])).toBe(100);
  });

  it('leaves out a function that was never called and a block that never ran', () => {
    const script = { ranges: [range(0, 100, 1)] };
    const neverCalled = { ranges: [range(10, 30, 0)] };
    const calledWithAnIdleBranch = { ranges: [range(40, 80, 3), range(50, 60, 0)] };
    expect(executedCharacters(100, [script, neverCalled, calledWithAnIdleBranch])).toBe(100 - 20 - 10);
  });

  it('lets the innermost range decide whatever order V8 lists the functions in', () => {
    const inner = { ranges: [range(20, 40, 2)] };
    const outerNeverCalled = { ranges: [range(10, 60, 0)] };
    expect(executedCharacters(100, [inner, outerNeverCalled, { ranges: [range(0, 100, 1)] }])).toBe(100 - 50 + 20);
  });
});
