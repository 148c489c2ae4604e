import type { Article } from '../model';
import { CANCER_HISTORY_RED_FLAGS, CAUDA_EQUINA_RED_FLAGS } from './red-flag-groups';

const EMERGENCY_RED_FLAGS = [
  ...CAUDA_EQUINA_RED_FLAGS,
  'cord-compression-walking-or-limbs',
  'chest-pain-with-back-pain',
  'trauma-serious-accident',
];

/** NHS.UK's back pain list, NICE NG234 for cancer and the infection and fracture risk factors. */
const SPINE_PAIN_RED_FLAGS = [
  ...EMERGENCY_RED_FLAGS,
  ...CANCER_HISTORY_RED_FLAGS,
  'infection-fever',
  'infection-risk-factors',
  'cancer-weight-loss',
  'cancer-night-pain',
  'cancer-between-shoulder-blades',
  'cancer-lump-or-shape-change',
  'cancer-pain-on-straining',
  'trauma-fragile-bones',
];

export const spinePain: Article = {
  path: '/spinal-conditions/general/spine-pain',
  lead: [
    'Most people experience back or neck pain at some point in their lives. It can be very painful and worrying, but in the great majority of cases it is not caused by anything serious and improves with time. Knowing what to expect, and which symptoms do need urgent attention, helps people manage their pain with confidence.',
  ],
  sections: [
    {
      heading: 'How common is spine pain?',
      blocks: [
        {
          type: 'paragraph',
          content: [
            'Spine pain places a large demand on health services. Each year in the UK, it is estimated that back and neck problems account for:',
          ],
        },
        {
          type: 'list',
          items: [
            ['about 2 million attendances at GP surgeries;'],
            ['over 300,000 referrals to specialists;'],
            ['over 60,000 hospital admissions;'],
            ['more than 30,000 spinal operations.'],
          ],
        },
        {
          type: 'paragraph',
          content: [
            'Source: figures supplied by the practice. The NHS’s national review of spinal services in England found that low back pain and sciatica affect about one person in three at any one time, that 84% of people have them at some point in their lives, that they are the leading cause of disability in the UK, and that the NHS in England carried out 52,523 operations on the spine in 2017/18 (',
            {
              text: 'Getting It Right First Time, Spinal Services national report (2019)',
              href: 'https://gettingitrightfirsttime.co.uk/spinal-surgery-report/',
            },
            ').',
          ],
        },
        {
          type: 'paragraph',
          content: [
            'Back pain is also one of the leading causes of time off work. Yet only a small proportion of people with spine pain ever need to see a specialist, and fewer still need surgery.',
          ],
        },
      ],
    },
    {
      heading: 'What causes spine pain?',
      blocks: [
        {
          type: 'paragraph',
          content: [
            'In most people, no single structural cause can be identified, and doctors describe the pain as non-specific or mechanical. It usually comes from the muscles, ligaments, discs and joints of the spine and varies with posture and movement. Other causes include:',
          ],
        },
        {
          type: 'list',
          items: [
            [
              'Nerve root pain, such as sciatica or brachialgia, often from a ',
              { text: 'disc prolapse', href: '/spinal-conditions/general/disc-problems' },
              '.',
            ],
            [
              'Age-related changes and narrowing of the spinal canal, described under ',
              { text: 'spinal wear and tear', href: '/spinal-conditions/general/spinal-wear-and-tear' },
              '.',
            ],
            [
              'Injuries, including ',
              { text: 'fractures and strains', href: '/spinal-conditions/general/spinal-injury' },
              '.',
            ],
            ['Inflammatory conditions such as axial spondyloarthritis.'],
            ['Spinal deformity, such as scoliosis, particularly in adults.'],
            ['Rarely, infection or a tumour affecting the spine.'],
          ],
        },
      ],
    },
    {
      heading: 'Looking after spine pain',
      blocks: [
        {
          type: 'paragraph',
          content: [
            'For new back or neck pain without warning signs, the usual advice is to stay as active as you can and continue normal activities as far as the pain allows. Bed rest tends to slow recovery. Simple pain relief, heat, gentle exercise and, if needed, physiotherapy can help. Many people improve noticeably within a few weeks, although pain can come and go.',
          ],
        },
        {
          type: 'paragraph',
          content: [
            'See your GP if pain is not improving after a few weeks, is stopping you from working or sleeping, or you are worried about it. Scans are not usually needed at first, because they often show age-related changes that do not explain the pain. Your doctor may refer you to a physiotherapist or a specialist if symptoms persist.',
          ],
        },
      ],
    },
    {
      heading: 'Red-flag symptoms: when to seek urgent help',
      blocks: [
        {
          type: 'paragraph',
          content: [
            'Most back and neck pain is not serious, but some symptoms can be signs of cauda equina syndrome, spinal cord compression, a fracture, an infection or cancer, or of a problem outside the spine such as the heart. Get help as shown below if your back or neck pain comes with any of them.',
          ],
        },
        {
          type: 'red-flags',
          ids: SPINE_PAIN_RED_FLAGS,
        },
      ],
    },
  ],
  relatedLinks: [
    { text: 'Sciatica', href: '/spinal-conditions/general/sciatica' },
    { text: 'Referred Pain', href: '/spinal-conditions/general/referred-pain' },
    { text: 'Patient Information', href: '/patient-information' },
  ],
  urgentCallout: EMERGENCY_RED_FLAGS,
  sources: ['nhs-back-pain', 'nice-ng59', 'girft-spinal-services'],
};
