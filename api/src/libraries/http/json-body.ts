import express, { type RequestHandler } from 'express';

export const JSON_BODY_LIMIT = '100kb';

/** The API's JSON body parser: 400 for malformed JSON, 413 past the limit, 415 for an unsupported charset. */
export const parseJsonBody = (): RequestHandler => express.json({ limit: JSON_BODY_LIMIT });
