import type { RequestHandler } from 'express';

/** Whether request routes are busy: answering one now, or finished one less than quietMs ago. */
export interface RequestActivity {
  /** Counts the request from here until its answer is done or its connection closed. */
  track: RequestHandler;
  busy: () => boolean;
}

export const createRequestActivity = (quietMs: number): RequestActivity => {
  let inFlight = 0;
  let lastEndedAt = -Infinity;
  return {
    track: (_req, res, next) => {
      inFlight += 1;
      res.once('close', () => {
        inFlight -= 1;
        lastEndedAt = performance.now();
      });
      next();
    },
    busy: () => inFlight > 0 || performance.now() - lastEndedAt < quietMs,
  };
};
