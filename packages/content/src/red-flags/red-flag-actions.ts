import type { RedFlagAction, RedFlagActionId } from './red-flag-model';

const EMERGENCY_999 = { label: '999', tel: '999' } as const;
const NHS_111 = { label: 'NHS 111', tel: '111' } as const;

/** What to do for each kind of red flag, in plain English with the numbers to call. */
export const RED_FLAG_ACTIONS: Readonly<Record<RedFlagActionId, RedFlagAction>> = {
  emergency: {
    id: 'emergency',
    instruction: 'Call 999 or go to A&E now.',
    phones: [EMERGENCY_999],
  },
  'same-day': {
    id: 'same-day',
    instruction: 'Ask for an urgent GP appointment or contact NHS 111 today.',
    phones: [NHS_111],
    online: { label: 'NHS 111 online', url: 'https://111.nhs.uk/' },
  },
  // NICE NG234: contact the acute oncology team urgently about possible spinal metastases, and immediately when
  // nerve symptoms suggest the spinal cord is being pressed on. Cancer teams give patients a 24-hour number for this.
  'acute-oncology': {
    id: 'acute-oncology',
    instruction:
      'Contact your acute oncology team urgently, on the 24-hour number your cancer team gave you, and immediately if you also have numbness, weakness, difficulty walking or bladder or bowel problems; if you cannot reach them, call NHS 111, or 999 in an emergency.',
    phones: [NHS_111, EMERGENCY_999],
  },
  samaritans: {
    id: 'samaritans',
    instruction:
      'Call Samaritans free on 116 123, day or night; if you have seriously harmed yourself or are in immediate danger, call 999.',
    phones: [{ label: 'Samaritans 116 123', tel: '116123' }, EMERGENCY_999],
  },
};

/** Most urgent first: when several red flags apply, the first action here is the one to give. */
export const RED_FLAG_ACTION_PRIORITY: readonly RedFlagActionId[] = [
  'emergency',
  'acute-oncology',
  'samaritans',
  'same-day',
];
