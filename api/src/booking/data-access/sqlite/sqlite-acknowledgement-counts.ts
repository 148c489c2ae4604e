import type { SqliteDatabase } from '../../../libraries/database/sqlite-database';
import { withRelaxedSync } from '../../../libraries/database/sqlite-group-commit';
import type { AcknowledgementCounts } from '../booking-store';

/**
 * Acknowledgement counts on SQLite (the delivery worker's bookkeeping: a count lost to a power cut lets one more
 * acknowledgement through, so it commits like the outbox claims). Each count also deletes the days that ended.
 */
export const createSqliteAcknowledgementCounts = (db: SqliteDatabase): AcknowledgementCounts => {
  const forget = db.prepare<[number]>('DELETE FROM acknowledgement_counts WHERE day < ?');
  const increment = db.prepare<[string, number], { count: number }>(
    `INSERT INTO acknowledgement_counts (recipient_key, day, count) VALUES (?, ?, 1)
     ON CONFLICT (recipient_key, day) DO UPDATE SET count = count + 1
     RETURNING count`,
  );
  const count = db.transaction((recipientKey: string, day: number) => {
    forget.run(day);
    return increment.get(recipientKey, day)!.count;
  });

  return {
    countAcknowledgement: (recipientKey, day) => withRelaxedSync(db, () => count(recipientKey, day)),
    forgetAcknowledgementCountsBefore: (day) => withRelaxedSync(db, () => void forget.run(day)),
  };
};
