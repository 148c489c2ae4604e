/** External patient-information resources shown on /patient-information. Every link opens in a new tab. */
import { patientInformationSummary } from './page-summaries';

export type ResourceCategory = 'emergency' | 'surgical' | 'common' | 'structural';

export interface ResourceCard {
  title: string;
  description: string;
  url: string;
  category: ResourceCategory;
  /** Badge label, e.g. 'Emergency'. */
  urgency: string;
  /** Estimated reading time in minutes (3 to 10). */
  readTime: number;
}

export interface ResourceGroup {
  heading: string;
  category: ResourceCategory;
  cards: readonly ResourceCard[];
}

export const patientInformationPage = {
  title: patientInformationSummary.title,
  description:
    'Trusted external patient-information resources on cauda equina syndrome, lumbar discectomy and decompression, back pain, nerve root pain, spinal stenosis, scoliosis and coccydynia.',
  lead: patientInformationSummary.lead,
  backLinkLabel: 'Back to Information',
  backLinkHref: '/information',
  disclaimer:
    'The information on this page and the linked resources is for general education only. It does not replace professional medical advice, diagnosis or treatment. Always speak to your GP or specialist about your own symptoms. If you have red-flag symptoms, call 999 or go to A&E.',
} as const;

export const resourceGroups: readonly ResourceGroup[] = [
  {
    heading: 'Emergency Conditions',
    category: 'emergency',
    cards: [
      {
        title: 'Cauda Equina Syndrome',
        description:
          'The warning signs of severe compression of the nerves at the base of the spine, and why it needs emergency treatment.',
        url: 'https://www.nhs.uk/conditions/cauda-equina-syndrome/',
        category: 'emergency',
        urgency: 'Emergency',
        readTime: 3,
      },
    ],
  },
  {
    heading: 'Surgical Procedures',
    category: 'surgical',
    cards: [
      {
        title: 'Lumbar Discectomy and Decompression',
        description:
          'Why lumbar decompression surgery is offered, how discectomy and laminectomy are performed, recovery and possible risks.',
        url: 'https://www.nhs.uk/conditions/lumbar-decompression-surgery/',
        category: 'surgical',
        urgency: 'Procedure guide',
        readTime: 8,
      },
    ],
  },
  {
    heading: 'Common Conditions',
    category: 'common',
    cards: [
      {
        title: 'Acute Back Pain',
        description: 'Causes of back pain, how to ease it yourself and when to get medical help.',
        url: 'https://www.nhs.uk/conditions/back-pain/',
        category: 'common',
        urgency: 'Common',
        readTime: 5,
      },
      {
        title: 'Nerve Root Pain',
        description: 'Sciatica and other nerve root pain: symptoms, self-care and treatment options.',
        url: 'https://www.nhs.uk/conditions/sciatica/',
        category: 'common',
        urgency: 'Common',
        readTime: 6,
      },
      {
        title: 'Spinal Stenosis',
        description: 'Narrowing of the spinal canal: typical symptoms, diagnosis and how it is treated.',
        url: 'https://www.nhs.uk/conditions/spinal-stenosis/',
        category: 'common',
        urgency: 'Common',
        readTime: 7,
      },
    ],
  },
  {
    heading: 'Structural Conditions',
    category: 'structural',
    cards: [
      {
        title: 'Scoliosis',
        description: 'Sideways curvature of the spine in children and adults: signs, monitoring, bracing and surgery.',
        url: 'https://www.nhs.uk/conditions/scoliosis/',
        category: 'structural',
        urgency: 'Structural',
        readTime: 10,
      },
      {
        title: 'Coccydinia',
        description: 'Tailbone (coccyx) pain: common causes, self-help measures and treatments.',
        url: 'https://www.nhs.uk/conditions/tailbone-coccyx-pain/',
        category: 'structural',
        urgency: 'Structural',
        readTime: 4,
      },
    ],
  },
];
