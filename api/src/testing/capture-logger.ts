import { Writable } from 'node:stream';
import { createLogger } from '../libraries/logger/logger';

/** A real logger at info level whose lines tests can read back, parsed. */
export const captureLogger = () => {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { logger: createLogger({ level: 'info', destination }), lines };
};
