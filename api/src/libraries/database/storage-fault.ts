/**
 * Whether an error means the store could not do its job for a reason outside the request: the disk is full or
 * read-only, the database is locked, the device failed, or MongoDB cannot be reached or has no primary. Such a
 * write stored nothing and may succeed later, so it answers 503 with Retry-After instead of a generic 500.
 */
export const STORAGE_FAULTS = ['disk_full', 'read_only', 'locked', 'io', 'unreachable', 'not_primary'] as const;
export type StorageFault = (typeof STORAGE_FAULTS)[number];

/** SQLite result codes (extended codes start with the primary one: SQLITE_IOERR_WRITE, SQLITE_READONLY_DBMOVED...). */
const SQLITE_PREFIXES: [prefix: string, fault: StorageFault][] = [
  ['SQLITE_FULL', 'disk_full'],
  ['SQLITE_READONLY', 'read_only'],
  ['SQLITE_BUSY', 'locked'],
  ['SQLITE_LOCKED', 'locked'],
  ['SQLITE_IOERR', 'io'],
  ['SQLITE_CANTOPEN', 'io'],
];

/** File system errors (the .eml mail folder, the write probe). */
const ERRNO_FAULTS: Record<string, StorageFault> = {
  ENOSPC: 'disk_full',
  EDQUOT: 'disk_full',
  EFBIG: 'disk_full',
  EROFS: 'read_only',
  EIO: 'io',
};

/** The driver's error classes for a server it cannot reach (mongodb and mongoose name them so). */
const MONGO_UNREACHABLE_NAMES = new Set([
  'MongoServerSelectionError',
  'MongooseServerSelectionError',
  'MongoNetworkError',
  'MongoNetworkTimeoutError',
  'MongoNotConnectedError',
  'MongoTopologyClosedError',
]);

/**
 * MongoDB server error codes of a node that cannot take writes now: NotWritablePrimary, NotPrimaryNoSecondaryOk,
 * NotPrimaryOrSecondary, PrimarySteppedDown, InterruptedDueToReplStateChange, InterruptedAtShutdown,
 * ShutdownInProgress, and OutOfDiskSpace (14031) for a full disk.
 */
const MONGO_NOT_PRIMARY_CODES = new Set([10107, 13435, 13436, 189, 11602, 11600, 91]);
const MONGO_OUT_OF_DISK_SPACE = 14031;

interface ErrorFields {
  name?: unknown;
  code?: unknown;
  errorLabels?: unknown;
  cause?: unknown;
}

const ownFault = (error: ErrorFields): StorageFault | undefined => {
  const { name, code } = error;
  if (typeof code === 'string') {
    const sqlite = SQLITE_PREFIXES.find(([prefix]) => code.startsWith(prefix));
    if (sqlite) return sqlite[1];
    if (Object.hasOwn(ERRNO_FAULTS, code)) return ERRNO_FAULTS[code];
  }
  if (typeof name === 'string' && MONGO_UNREACHABLE_NAMES.has(name)) return 'unreachable';
  if (typeof name === 'string' && name.startsWith('Mongo') && typeof code === 'number') {
    if (code === MONGO_OUT_OF_DISK_SPACE) return 'disk_full';
    if (MONGO_NOT_PRIMARY_CODES.has(code)) return 'not_primary';
  }
  // A transaction the server asks to retry as a whole (an election, a lost primary).
  if (Array.isArray(error.errorLabels) && error.errorLabels.includes('TransientTransactionError')) return 'not_primary';
  return undefined;
};

/** The storage fault behind `error` (looked for through a few levels of `cause`), or undefined for anything else. */
export const storageFaultOf = (error: unknown): StorageFault | undefined => {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth += 1) {
    const fault = ownFault(current as ErrorFields);
    if (fault) return fault;
    current = (current as ErrorFields).cause;
  }
  return undefined;
};
