import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { CHAT_LIMITS } from '@clinic/contracts';
import { RED_FLAG_CATALOGUE } from '@clinic/content';
import type { TriageCase } from '../triage-case';
import { TRIAGE_CASES } from '../triage-cases';
import { splitOf } from '../triage-split';

/** The floors for the set, and the ones this set keeps above them. */
const MIN_MESSAGES = 600;
const MIN_ORDINARY = 250;
const MIN_PHRASINGS_PER_ENTRY = 20;
/** Where real misses happen: cauda equina told through bladder and bowel function in everyday words. */
const MIN_PHRASINGS_BLADDER_AND_BOWEL = 50;
const MIN_HELD_OUT_SHARE = 0.3;
/** Each entry in both splits, so the per-entry figures of each split mean something. */
const MIN_PER_ENTRY_IN_EACH_SPLIT = 3;
const MIN_ORDINARY_IN_EACH_SPLIT = 80;
/** A long, rambling message with the red flag buried in it. */
const LONG_MESSAGE = 500;

const CASES_DIR = join(__dirname, '..', 'cases');

const countWhere = (predicate: (triageCase: TriageCase) => boolean) => TRIAGE_CASES.filter(predicate).length;
const casesOf = (entryId: string | null) => TRIAGE_CASES.filter((triageCase) => triageCase.entryId === entryId);
/** Letters and digits only, lower case: two messages that differ only in punctuation, case or spacing are one. */
const normalised = (message: string) => message.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

describe('the labelled triage set', () => {
  it(`has at least ${MIN_MESSAGES} messages and ${MIN_ORDINARY} ordinary ones`, () => {
    expect(TRIAGE_CASES.length).toBeGreaterThanOrEqual(MIN_MESSAGES);
    expect(casesOf(null).length).toBeGreaterThanOrEqual(MIN_ORDINARY);
  });

  it('labels every red-flag message with an entry of the catalogue', () => {
    const knownIds = new Set(RED_FLAG_CATALOGUE.map((entry) => entry.id));
    const unknown = TRIAGE_CASES.filter(({ entryId }) => entryId !== null && !knownIds.has(entryId));
    expect(unknown).toEqual([]);
  });

  it.each(RED_FLAG_CATALOGUE.map((entry) => entry.id))('phrases %s in enough ways, one of them long', (entryId) => {
    const cases = casesOf(entryId);
    const floor = /^cauda-equina-(bladder|bowel)$/.test(entryId)
      ? MIN_PHRASINGS_BLADDER_AND_BOWEL
      : MIN_PHRASINGS_PER_ENTRY;
    expect(cases.length).toBeGreaterThanOrEqual(floor);
    expect(cases.some(({ message }) => message.length >= LONG_MESSAGE)).toBe(true);
  });

  it(`holds out at least ${MIN_HELD_OUT_SHARE * 100} % overall, and every entry and the ordinary kind in both splits`, () => {
    const heldOut = countWhere(({ message }) => splitOf(message) === 'held-out');
    expect(heldOut / TRIAGE_CASES.length).toBeGreaterThanOrEqual(MIN_HELD_OUT_SHARE);
    for (const entryId of [...RED_FLAG_CATALOGUE.map((entry) => entry.id), null]) {
      const floor = entryId === null ? MIN_ORDINARY_IN_EACH_SPLIT : MIN_PER_ENTRY_IN_EACH_SPLIT;
      const cases = casesOf(entryId);
      const inHeldOut = cases.filter(({ message }) => splitOf(message) === 'held-out').length;
      expect({ entryId, heldOut: inHeldOut >= floor, development: cases.length - inHeldOut >= floor }).toEqual({
        entryId,
        heldOut: true,
        development: true,
      });
    }
  });

  it('has no message twice, even once case, spacing and punctuation are set aside', () => {
    const seen = new Map<string, string>();
    const repeats: string[][] = [];
    for (const { message } of TRIAGE_CASES) {
      const key = normalised(message);
      const earlier = seen.get(key);
      if (earlier === undefined) seen.set(key, message);
      else repeats.push([earlier, message]);
    }
    expect(repeats).toEqual([]);
  });

  it('holds only messages a visitor could send: trimmed, not empty, within the chat limit', () => {
    const unsendable = TRIAGE_CASES.filter(
      ({ message }) =>
        message.trim() !== message || message.length === 0 || message.length > CHAT_LIMITS.messageMaxLength,
    );
    expect(unsendable).toEqual([]);
  });

  it('takes every case of every file in cases/, each once', async () => {
    const fromFiles: TriageCase[] = [];
    for (const file of readdirSync(CASES_DIR).filter((name) => name.endsWith('.ts'))) {
      const exports: Record<string, unknown> = await import(join(CASES_DIR, file));
      const caseLists = Object.values(exports).filter(Array.isArray) as TriageCase[][];
      expect({ file, caseLists: caseLists.length }).toEqual({ file, caseLists: 1 });
      fromFiles.push(...caseLists.flat());
    }
    expect(new Set(TRIAGE_CASES)).toEqual(new Set(fromFiles));
    expect(TRIAGE_CASES.length).toBe(fromFiles.length);
  });
});
