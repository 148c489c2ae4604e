import Database from 'better-sqlite3';
import { storageFaultOf } from '../storage-fault';

const withCode = (code: string | number, name = 'Error') => Object.assign(new Error(code.toString()), { code, name });

describe('storageFaultOf', () => {
  it.each([
    [withCode('SQLITE_FULL'), 'disk_full'],
    [withCode('SQLITE_READONLY_DBMOVED'), 'read_only'],
    [withCode('SQLITE_BUSY_SNAPSHOT'), 'locked'],
    [withCode('SQLITE_IOERR_WRITE'), 'io'],
    [withCode('ENOSPC'), 'disk_full'],
    [withCode('EROFS'), 'read_only'],
    [Object.assign(new Error('Server selection timed out'), { name: 'MongoServerSelectionError' }), 'unreachable'],
    [withCode(10107, 'MongoServerError'), 'not_primary'],
    [withCode(14031, 'MongoServerError'), 'disk_full'],
    [Object.assign(new Error('aborted'), { errorLabels: ['TransientTransactionError'] }), 'not_primary'],
    // Through a wrapper's cause.
    [new Error('saving failed', { cause: withCode('SQLITE_FULL') }), 'disk_full'],
  ])('%p is %s', (error, fault) => {
    expect(storageFaultOf(error)).toBe(fault);
  });

  it.each([
    withCode('SQLITE_CONSTRAINT_PRIMARYKEY'),
    withCode(11000, 'MongoServerError'),
    withCode('ENOENT'),
    new Error('plain'),
    undefined,
    'text',
  ])('%p is no storage fault: a bug or a bad row, not the disk', (error) => {
    expect(storageFaultOf(error)).toBeUndefined();
  });

  it("reads better-sqlite3's own error for a read-only database", () => {
    const db = new Database(':memory:');
    db.exec('CREATE TABLE t (x)');
    const readOnly = new Database(db.serialize(), { readonly: true });
    let thrown: unknown;
    try {
      readOnly.exec('INSERT INTO t VALUES (1)');
    } catch (error) {
      thrown = error;
    }
    expect(storageFaultOf(thrown)).toBe('read_only');
  });
});
