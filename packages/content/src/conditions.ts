/** Cards for the General spinal conditions index (/spinal-conditions/general). */
import { conditionsIndexSummary } from './page-summaries';

/** Icon keys; the UI maps each to an icon component. */
export type ConditionIcon = 'bone' | 'disc' | 'joint' | 'letters' | 'nerve' | 'chart' | 'leg';

export interface ConditionCard {
  title: string;
  description: string;
  icon: ConditionIcon;
  href: string;
  /** Light accent tint for the card; card text stays dark (#1F2937 or darker passes WCAG AA on every tint). */
  color: string;
}

export const conditionsIndex = {
  ...conditionsIndexSummary,
  lead: 'Choose a topic below to read a clear, practical overview of a common spinal condition: what it is, why it happens, how it is usually managed and when to seek urgent help. These guides are for general information and do not replace a consultation with your own doctor.',
} as const;

export const conditionCards: readonly ConditionCard[] = [
  {
    title: 'Spinal Injury',
    description: 'Spinal fractures, ligament injuries and strains: how they happen and when to seek help.',
    icon: 'bone',
    href: '/spinal-conditions/general/spinal-injury',
    color: '#FDE2E1',
  },
  {
    title: 'Disc Problems',
    description: 'Disc degeneration, bulges and prolapses, and what discectomy and microdiscectomy involve.',
    icon: 'disc',
    href: '/spinal-conditions/general/disc-problems',
    color: '#DBEAFE',
  },
  {
    title: 'Spinal Wear and Tear',
    description: 'Osteophytes, facet joints, canal stenosis, myelopathy and nerve root decompression.',
    icon: 'joint',
    href: '/spinal-conditions/general/spinal-wear-and-tear',
    color: '#FEF3C7',
  },
  {
    title: 'Spondy Terms',
    description: 'Spondylosis, spondylitis, spondylolysis and spondylolisthesis explained in plain English.',
    icon: 'letters',
    href: '/spinal-conditions/general/spondy-terms',
    color: '#EDE9FE',
  },
  {
    title: 'Referred Pain',
    description: 'Why spinal problems can be felt in the arm or leg: sciatica and brachialgia.',
    icon: 'nerve',
    href: '/spinal-conditions/general/referred-pain',
    color: '#D1FAE5',
  },
  {
    title: 'Spine Pain',
    description: 'How common back and neck pain is in the UK, its usual causes and red-flag symptoms.',
    icon: 'chart',
    href: '/spinal-conditions/general/spine-pain',
    color: '#FFEDD5',
  },
  {
    title: 'Sciatica',
    description: 'What sciatica feels like, the conditions that cause it and when it needs urgent care.',
    icon: 'leg',
    href: '/spinal-conditions/general/sciatica',
    color: '#CFFAFE',
  },
];
