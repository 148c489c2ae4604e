// rate-limit-mongo ships no types: the part of its API this project uses.
declare module 'rate-limit-mongo' {
  interface MongoStoreOptions {
    uri: string;
    collectionName: string;
    expireTimeMs: number;
    errorHandler?: (error: unknown) => void;
  }

  class MongoStore {
    constructor(options: MongoStoreOptions);
    /** Set once the store has connected (its own MongoClient, mongodb 3.x driver). */
    client?: { close: (callback: () => void) => void };
    incr(key: string, callback: (error: unknown, hits?: number, resetTime?: Date) => void): void;
    decrement(key: string): void;
    resetKey(key: string): void;
  }

  export = MongoStore;
}
