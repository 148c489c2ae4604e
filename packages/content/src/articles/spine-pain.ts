import type { Article } from '../model';

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
            'Call 999 or go to A&E immediately if back pain comes with any of the following, as these can be signs of cauda equina syndrome or spinal cord compression:',
          ],
        },
        {
          type: 'list',
          items: [
            ['Numbness or tingling between the legs, around the genitals or back passage.'],
            ['New difficulty passing urine, or loss of bladder or bowel control.'],
            ['Weakness or numbness in both legs, or unsteadiness when walking.'],
            ['Back pain after a serious fall or accident.'],
          ],
        },
        {
          type: 'paragraph',
          content: [
            'Contact your GP or NHS 111 the same day if back pain comes with a high temperature, unexplained weight loss, a history of cancer, pain that is severe and constant at night, or if you have a weakened immune system.',
          ],
        },
      ],
    },
  ],
  relatedLinks: [
    { text: 'Sciatica', href: '/spinal-conditions/general/sciatica' },
    { text: 'Referred Pain', href: '/spinal-conditions/general/referred-pain' },
    { text: 'Patient Information', href: '/patient-information' },
  ],
};
