/** One labelled message of the triage's development set (cases/*.ts). */
export interface TriageCase {
  /** As a visitor would type it. */
  message: string;
  /** The red-flag catalogue entry (packages/content/src/red-flags) the message reports, or null: ordinary. */
  entryId: string | null;
}

/** Labels each message with one catalogue entry. */
export const reporting = (entryId: string, messages: readonly string[]): TriageCase[] =>
  messages.map((message) => ({ message, entryId }));

/** Labels each message ordinary: it reports no red flag, however alarming its words. */
export const ordinary = (messages: readonly string[]): TriageCase[] =>
  messages.map((message) => ({ message, entryId: null }));

/** Labels a round's messages by entry: each key a catalogue entry's id, or `ordinary`. */
export const labelledByEntry = (messagesByEntry: Readonly<Record<string, readonly string[]>>): TriageCase[] =>
  Object.entries(messagesByEntry).flatMap(([entryId, messages]) =>
    entryId === 'ordinary' ? ordinary(messages) : reporting(entryId, messages),
  );
