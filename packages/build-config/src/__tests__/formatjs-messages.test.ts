import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import { findUncompiledMessages } from '../compiled-messages';

// The loader is plain CommonJS, as Rspack runs it.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { compileMessages } = require('../../loaders/formatjs-messages.cjs') as {
  compileMessages: (source: string, fileName: string) => { code: string };
};

const SOURCE = `import { defineMessages } from 'react-intl';
export const m = defineMessages({
  shown: { id: 'x.shown', defaultMessage: 'Showing {shown} of {total, plural, one {# publication} other {# publications}}' },
  sorry: { id: 'x.sorry', defaultMessage: "Sorry, the page doesn't exist." },
});`;

/** The message objects as the bundle sees them. */
function compiledMessages(source: string) {
  const { code } = compileMessages(source, 'messages.ts');
  const objectLiteral = code.slice(code.indexOf('defineMessages(') + 'defineMessages('.length, code.lastIndexOf(')'));
  return new Function(`return ${objectLiteral}`)() as Record<string, { id: string; defaultMessage: unknown }>;
}

function distWith(files: Record<string, string>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dist-'));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

describe('formatjs-messages loader', () => {
  it('replaces defaultMessages with their AST, which formats the same, and keeps the ids', () => {
    const { shown, sorry } = compiledMessages(SOURCE);
    expect(Array.isArray(shown?.defaultMessage)).toBe(true);
    expect(shown?.id).toBe('x.shown');
    const format = (message: unknown, values?: Record<string, number>) =>
      new IntlMessageFormat(message as string, 'en-GB').format(values);
    expect(format(shown?.defaultMessage, { shown: 3, total: 30 })).toBe('Showing 3 of 30 publications');
    expect(format(sorry?.defaultMessage)).toBe("Sorry, the page doesn't exist.");
  });

  it('leaves nothing the bundle check would flag', () => {
    const { code } = compileMessages(SOURCE, 'messages.ts');
    expect(findUncompiledMessages(distWith({ 'static/js/a.js': code }))).toEqual([]);
  });
});

describe('findUncompiledMessages', () => {
  it('catches a bundle that carries an ICU message in source form, in any quoting', () => {
    const dist = distWith({
      'static/js/main.1a2b.js': 'const a={id:"c",defaultMessage:"{count, plural, one {# item} other {# items}}"};',
      'remoteEntry.js': "x={defaultMessage:'Hello'};y={defaultMessage:`Bye`}",
    });
    expect(findUncompiledMessages(dist).map(({ file, message }) => [file, message])).toEqual([
      ['remoteEntry.js', 'Hello'],
      ['remoteEntry.js', 'Bye'],
      [path.join('static', 'js', 'main.1a2b.js'), '{count, plural, one {# item} other {# items}}'],
    ]);
  });

  it('passes a bundle whose messages are ASTs', () => {
    const dist = distWith({ 'static/js/main.js': 'const a={id:"c",defaultMessage:[{type:0,value:"Hello"}]};' });
    expect(findUncompiledMessages(dist)).toEqual([]);
  });
});
