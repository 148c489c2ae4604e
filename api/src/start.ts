import { ConfigError, loadConfig, type AppConfig } from './config/load-config';
import { listenToProcessErrors } from './libraries/error-handling/process-handlers';
import { createLogger, type Logger } from './libraries/logger/logger';
import { start, SHUTDOWN_GRACE_MS, type RunningServer } from './server';

const EXIT_GRACE_MS = SHUTDOWN_GRACE_MS + 2_000;

/** Stops the server (if any), then exits; a hard deadline guards against a hung shutdown. */
const shutdown = async (logger: Logger, server: RunningServer | undefined, code: number, reason: string) => {
  logger.info({ reason }, 'shutting down');
  setTimeout(() => {
    logger.fatal('shutdown took too long: exiting');
    process.exit(code || 1);
  }, EXIT_GRACE_MS).unref();
  try {
    await server?.stop();
  } catch (error) {
    logger.error({ err: error }, 'error while stopping the server');
    code = code || 1;
  }
  logger.flush();
  process.exit(code);
};

const main = async () => {
  // Belt and braces: every file under DATA_DIR is created with an explicit mode (libraries/files/private-files.ts);
  // whatever else this process writes is its owner's alone too.
  process.umask(0o077);
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (error) {
    const logger = createLogger({ level: 'info' });
    if (error instanceof ConfigError) logger.fatal({ issues: error.issues }, error.message);
    else logger.fatal({ err: error }, 'could not load the configuration');
    process.exit(1);
  }

  const logger = createLogger({ level: config.logLevel });
  let server: RunningServer | undefined;
  const onCatastrophic = () => void shutdown(logger, server, 1, 'catastrophic error');
  listenToProcessErrors(logger, onCatastrophic);

  try {
    server = await start(config, { logger, onCatastrophic });
  } catch (error) {
    logger.fatal({ err: error, host: config.host, port: config.port }, 'the server failed to start');
    process.exit(1);
  }

  logger.info({ url: server.url, nodeEnv: config.nodeEnv, webRoot: config.webRoot }, `listening on ${server.url}`);

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      // A second signal while stopping means "now".
      process.once(signal, () => process.exit(1));
      void shutdown(logger, server, 0, signal);
    });
  }
};

void main();
