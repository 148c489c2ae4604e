/** The shell's one logging point: keeps console use in one place and easy to route elsewhere later. */
export const logger = {
  info: (message: string, detail?: unknown) => console.info(`[shell] ${message}`, detail ?? ''),
  warn: (message: string, detail?: unknown) => console.warn(`[shell] ${message}`, detail ?? ''),
  error: (message: string, detail?: unknown) => console.error(`[shell] ${message}`, detail ?? ''),
};
