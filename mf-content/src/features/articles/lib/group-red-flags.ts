import {
  findRedFlagEntry,
  RED_FLAG_ACTION_PRIORITY,
  RED_FLAG_ACTIONS,
  type RedFlagAction,
  type RedFlagEntry,
} from '@clinic/content';

export interface RedFlagGroup {
  action: RedFlagAction;
  entries: RedFlagEntry[];
}

/** Red flags by what to do about them, most urgent first; ids missing from the catalogue are left out (the build rejects them). */
export function groupRedFlags(ids: readonly string[]): RedFlagGroup[] {
  const entries = [...new Set(ids)].flatMap((id) => findRedFlagEntry(id) ?? []);
  return RED_FLAG_ACTION_PRIORITY.map((action) => ({
    action: RED_FLAG_ACTIONS[action],
    entries: entries.filter((entry) => entry.action === action),
  })).filter((group) => group.entries.length > 0);
}
