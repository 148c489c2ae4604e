/*
 * Helpers shared by the triage's unit tests in this folder. Most tests run the rules alone (triageByRules), so that
 * the second net cannot hide a context rule that fails; each reading that sets a mention aside is tested beside a
 * report in like words that must still raise.
 */
import { findRedFlagEntry } from '@clinic/content';
import { triageMessage } from '../../domain/triage/triage';
import { raisedEntries } from '../../domain/triage/triage-result';

/** Every entry the chat's triage raises, named or companion. */
export const raised = (message: string) => raisedEntries(triageMessage(message));
export const symptomsOf = (entryId: string) => findRedFlagEntry(entryId)!.symptoms;
export const SELF_HARM_WORDING = 'You do not have to cope with this alone';
/** The categories of the entries the reply names. */
export const categoriesOf = (message: string) =>
  new Set(triageMessage(message).named.map((entryId) => findRedFlagEntry(entryId)?.category));
