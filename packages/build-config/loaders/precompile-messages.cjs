/**
 * Rspack loader for the apps' messages.ts files: turns each `defaultMessage: '…'` string into the parsed ICU
 * message (react-intl accepts either). The browser then never parses messages, and the apps alias the ICU parser to
 * its parser-free build (see app-config.ts), which saves its download and its start-up time.
 * A defaultMessage that is not a plain string literal stops the build: it would fail to format in the browser.
 */
const { parse } = require('@formatjs/icu-messageformat-parser');

const STRING_LITERAL = String.raw`'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"`;
const DEFAULT_MESSAGE = new RegExp(String.raw`defaultMessage:(\s*)(${STRING_LITERAL})`, 'g');
const ANY_DEFAULT_MESSAGE = /defaultMessage:/g;

/** The value of a quoted JavaScript string literal without template parts. */
function stringValue(literal) {
  const body = literal.slice(1, -1);
  if (literal.startsWith('"')) return JSON.parse(literal);
  return JSON.parse(`"${body.replace(/\\'/g, "'").replace(/"/g, '\\"')}"`);
}

function precompileMessages(source) {
  let compiled = 0;
  const output = source.replace(DEFAULT_MESSAGE, (_match, space, literal) => {
    compiled += 1;
    return `defaultMessage:${space}${JSON.stringify(parse(stringValue(literal)))}`;
  });
  const total = (source.match(ANY_DEFAULT_MESSAGE) ?? []).length;
  if (compiled !== total) {
    throw new Error(
      `${total - compiled} defaultMessage value(s) are not plain string literals: write them as one quoted string`,
    );
  }
  return output;
}

module.exports = function precompileMessagesLoader(source) {
  return precompileMessages(source);
};
module.exports.precompileMessages = precompileMessages;
