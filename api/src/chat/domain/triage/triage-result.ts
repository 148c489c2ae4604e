/**
 * What the triage raised for a message. The rules' entries and the second net's best reading are named: the reply
 * gives their warning signs. A companion is an entry the net raises only because it is nearly as likely and more
 * urgent (second-net/triage-net.ts): the reply takes its action and numbers to call, never its warning signs or its
 * wording, which would confuse and alarm ("pain at night" answered with "having taken too many tablets").
 */
export interface TriageResult {
  /** In catalogue order. */
  named: readonly string[];
  /** In catalogue order; none of them named. */
  companions: readonly string[];
}

/** A result whose entries are all named: the rules alone, or the model's second opinion. */
export const namedOnly = (named: readonly string[]): TriageResult => ({ named, companions: [] });

/** Every entry raised, named or companion: any one makes the message urgent. */
export const raisedEntries = ({ named, companions }: TriageResult): string[] => [...named, ...companions];
