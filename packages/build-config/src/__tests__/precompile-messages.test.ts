import { IntlMessageFormat } from 'intl-messageformat';

// The loader is plain CommonJS, as Rspack runs it.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { precompileMessages } = require('../../loaders/precompile-messages.cjs') as {
  precompileMessages: (source: string) => string;
};

/** Evaluates the loader's output the way the bundle would see the message object. */
function compiledMessage(source: string) {
  const output = precompileMessages(source);
  const objectLiteral = output.slice(output.indexOf('{'), output.lastIndexOf('}') + 1);
  return new Function(`return ${objectLiteral}`)() as { id: string; defaultMessage: unknown };
}

describe('precompile-messages loader', () => {
  it('replaces single- and double-quoted defaultMessages with parsed messages that format the same', () => {
    const single = compiledMessage(`({ id: 'a', defaultMessage: 'Showing {shown} of {total} publications' })`);
    const double = compiledMessage(`({ id: 'b', defaultMessage: "Sorry, the page doesn't exist." })`);
    expect(Array.isArray(single.defaultMessage)).toBe(true);
    const format = (message: unknown, values?: Record<string, number>) =>
      new IntlMessageFormat(message as string, 'en-GB').format(values);
    expect(format(single.defaultMessage, { shown: 3, total: 30 })).toBe('Showing 3 of 30 publications');
    expect(format(double.defaultMessage)).toBe("Sorry, the page doesn't exist.");
  });

  it('keeps ids and the rest of the file as they were', () => {
    const source = `export const m = defineMessages({\n  title: {\n    id: 'x.title',\n    defaultMessage:\n      'Title',\n  },\n});`;
    const output = precompileMessages(source);
    expect(output).toContain(`id: 'x.title'`);
    expect(output).toContain('defineMessages(');
    expect(output).not.toContain(`'Title'`);
  });

  it('stops the build on a defaultMessage it cannot precompile', () => {
    expect(() => precompileMessages('({ id: "c", defaultMessage: `Hello ${name}` })')).toThrow(
      /not plain string literals/,
    );
  });
});
