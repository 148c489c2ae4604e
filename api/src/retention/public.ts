/**
 * What other components may use of retention (eslint.config.mjs lets them import nothing else): the purge itself, so
 * that each store's contract suite checks its adapters against the use case that runs in production.
 */
export { createPurgeExpiredRecords } from './domain/purge-expired-records-use-case';
