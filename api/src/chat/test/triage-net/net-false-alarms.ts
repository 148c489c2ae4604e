import { readFileSync, writeFileSync } from 'node:fs';
import { RED_FLAG_CATALOGUE } from '@clinic/content';
import { readForTriage, type WindowReading } from '../../domain/triage/triage-message';
import { isPlainComplaint } from '../../domain/triage/second-net/plain-complaint';
import {
  urgencyOf,
  type OutOfFold,
  type ReadCase,
  outOfFoldProbabilities,
  OWN_CONCEPTS,
  withoutConcepts,
} from './train-triage-net';

/** A development message with the readings the gates read: as read, and with its own entry's concepts hidden. */
export interface GatedCase {
  each: ReadCase;
  readings: WindowReading[];
  ownConceptsHidden: WindowReading[];
}

export function withReadings(cases: readonly ReadCase[]): GatedCase[] {
  return cases.map((each) => {
    const readings = readForTriage(each.message);
    return {
      each,
      readings,
      ownConceptsHidden: withoutConcepts(readings, OWN_CONCEPTS.get(each.entryId ?? '') ?? new Set<string>()),
    };
  });
}

/**
 * Whether the net alone may raise this entry on these readings at this (calibrated) probability of a red flag,
 * beyond the threshold; the plain-complaint gate is applied before it, as the triage does.
 */
export type NetAloneGate = (readings: readonly WindowReading[], entryId: string, urgency: number) => boolean;

/** The entry the net names for these probabilities (entriesFromProbabilities' best). */
export const bestEntry = (classes: readonly string[], probabilities: readonly number[]) => {
  let best = 1;
  for (let index = 2; index < probabilities.length; index += 1) {
    if (probabilities[index]! > probabilities[best]!) best = index;
  }
  return classes[best]!;
};

export interface NetAloneFigures {
  threshold: number;
  /** Ordinary messages the rules do not raise and the net alone does. */
  falseAlarms: number;
  /** Red flags as read that the rules miss and the net alone catches. */
  netOnlyCatches: number;
  /** Red flags read with their own concepts hidden (rules and net) that the net alone catches. */
  hiddenCatches: number;
  /** Red flags read with their own concepts hidden that neither the rules nor the net raise. */
  hiddenMissed: number;
}

/** The net alone's figures out of fold at this threshold, with this gate. */
export function netAloneFigures(
  cases: readonly GatedCase[],
  outOfFold: OutOfFold,
  classes: readonly string[],
  threshold: number,
  gate: NetAloneGate,
): NetAloneFigures {
  const raises = (readings: readonly WindowReading[], probabilities: readonly number[]) => {
    const urgency = urgencyOf(probabilities);
    if (urgency < threshold || isPlainComplaint(readings)) return false;
    return gate(readings, bestEntry(classes, probabilities), urgency);
  };
  const figures = { threshold, falseAlarms: 0, netOnlyCatches: 0, hiddenCatches: 0, hiddenMissed: 0 };
  cases.forEach(({ each, readings, ownConceptsHidden }, index) => {
    if (each.entryId === null) {
      if (each.rules.length === 0 && raises(readings, outOfFold.probabilities[index]!)) figures.falseAlarms += 1;
      return;
    }
    if (each.rules.length === 0 && raises(readings, outOfFold.probabilities[index]!)) figures.netOnlyCatches += 1;
    const hidden = raises(ownConceptsHidden, outOfFold.ownConceptsHidden[index]!);
    if (hidden) figures.hiddenCatches += 1;
    if (!hidden && each.rulesWithOwnConceptsHidden.length === 0) figures.hiddenMissed += 1;
  });
  return figures;
}

/**
 * The lowest threshold at which the gated net alone raises at most this many ordinary messages the rules do not
 * raise, out of fold (halfway between the last score allowed and the first refused, as chooseThreshold does).
 */
export function thresholdForFalseAlarms(
  cases: readonly GatedCase[],
  outOfFold: OutOfFold,
  classes: readonly string[],
  gate: NetAloneGate,
  falseAlarms: number,
): number {
  const scores = cases
    .flatMap(({ each, readings }, index) => {
      const probabilities = outOfFold.probabilities[index]!;
      const urgency = urgencyOf(probabilities);
      if (each.entryId !== null || each.rules.length > 0 || isPlainComplaint(readings)) return [];
      // The gate as it would be at a threshold just under this message's own score.
      return gate(readings, bestEntry(classes, probabilities), urgency) ? [urgency] : [];
    })
    .sort((a, b) => b - a);
  const firstRefused = scores[falseAlarms] ?? 0;
  const lastAllowed = falseAlarms > 0 ? scores[falseAlarms - 1]! : 1;
  return Math.round(((firstRefused + lastAllowed) / 2) * 10_000) / 10_000;
}

/** The out-of-fold probabilities, from a cache file when one is named and matches the cases (to iterate quickly). */
export function cachedOutOfFold(cases: readonly ReadCase[], cachePath: string | undefined): OutOfFold {
  const key = cases.map((each) => each.message).join('\n');
  if (cachePath) {
    try {
      const cached = JSON.parse(readFileSync(cachePath, 'utf8')) as { key: string; outOfFold: OutOfFold };
      if (cached.key === key) return cached.outOfFold;
    } catch {
      // No cache yet.
    }
  }
  const outOfFold = outOfFoldProbabilities(cases);
  if (cachePath) writeFileSync(cachePath, JSON.stringify({ key, outOfFold }));
  return outOfFold;
}

export const CATALOGUE_IDS = RED_FLAG_CATALOGUE.map((entry) => entry.id);
