/**
 * Rspack loader: formatjs's own TypeScript transformer with `ast: true` turns every defaultMessage (defineMessages,
 * formatMessage, <FormattedMessage>) into its parsed ICU AST, so the browser never parses a message and the apps
 * alias the ICU parser to its parser-free build (app-config.ts). Runs first, on the TypeScript source; SWC follows.
 * scripts/check-compiled-messages.ts fails a build whose bundle still carries a message in ICU source form.
 */
const ts = require('typescript');
const { transform } = require('@formatjs/ts-transformer');

const COMPILER_OPTIONS = {
  target: ts.ScriptTarget.ESNext,
  module: ts.ModuleKind.ESNext,
  jsx: ts.JsxEmit.Preserve,
  sourceMap: true,
};

/** @param {string} source @param {string} fileName @returns {{ code: string, map: string | undefined }} */
function compileMessages(source, fileName) {
  const { outputText, sourceMapText } = ts.transpileModule(source, {
    fileName,
    compilerOptions: COMPILER_OPTIONS,
    transformers: { before: [transform({ ast: true })] },
  });
  // transpileModule appends a sourceMappingURL comment for its own map, which the loader hands over instead.
  return { code: outputText.replace(/\n\/\/# sourceMappingURL=.*$/, ''), map: sourceMapText };
}

module.exports = function formatjsMessagesLoader(source) {
  // Most modules hold no message: skip the TypeScript pass for them.
  if (!source.includes('defaultMessage')) return source;
  const { code, map } = compileMessages(source, this.resourcePath);
  this.callback(null, code, map);
};
module.exports.compileMessages = compileMessages;
