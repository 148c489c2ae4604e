import { Writable } from 'node:stream';
import { createLogger, type LogLevel } from '../libraries/logger/logger';

/** A real logger (at info level unless told) whose lines tests can read back, parsed. */
export const captureLogger = (level: LogLevel = 'info') => {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { logger: createLogger({ level, destination }), lines };
};
