import path from 'node:path';
import ts from 'typescript';
import { REPO_ROOT } from '../../workspaces/workspaces';

const APP = path.join(REPO_ROOT, 'mf-chat');
const CHECK = path.join(APP, 'src/exposes.typecheck.ts');
const EXPOSE = path.join(APP, 'src/exposes/chat-widget.tsx');

/** Type-checks mf-chat's exposes check with its own tsconfig, optionally with the expose's source replaced. */
function diagnostics(exposeSource?: (real: string) => string): string[] {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(APP, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!config) throw new Error('no tsconfig');
  const host = ts.createCompilerHost(config.options);
  const readFile = host.readFile.bind(host);
  host.readFile = (file) => {
    const text = readFile(file);
    return exposeSource && path.resolve(file) === EXPOSE && text !== undefined ? exposeSource(text) : text;
  };
  const program = ts.createProgram({ rootNames: [CHECK], options: config.options, host });
  return ts
    .getPreEmitDiagnostics(program)
    .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
}

describe("a remote's exposes typecheck", () => {
  jest.setTimeout(180_000);

  it('passes on the real mf-chat expose', () => {
    expect(diagnostics()).toEqual([]);
  });

  it('fails when the expose starts requiring a prop the contract does not give', () => {
    const errors = diagnostics((real) =>
      real.replace('props: ChatWidgetProps', 'props: ChatWidgetProps & { language: string }'),
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/does not satisfy the constraint/);
    expect(errors[0]).toMatch(/language/);
  });

  it('fails when the expose changes the type of a contract prop', () => {
    const errors = diagnostics((real) =>
      real.replace('props: ChatWidgetProps', "props: Omit<ChatWidgetProps, 'open'> & { open: 'yes' | 'no' }"),
    );
    expect(errors.join('\n')).toMatch(/open/);
  });
});
