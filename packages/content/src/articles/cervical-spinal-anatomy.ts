import type { Article } from '../model';
import { CANCER_HISTORY_RED_FLAGS } from './red-flag-groups';

const EMERGENCY_RED_FLAGS = [
  'trauma-serious-accident',
  'cord-compression-walking-or-limbs',
  'cauda-equina-bladder',
  'cauda-equina-bowel',
];

export const cervicalSpinalAnatomy: Article = {
  path: '/cervical-spinal-anatomy',
  lead: [
    'The cervical spine is the neck region of the spine. It is made up of seven vertebrae, numbered C1 to C7 from the top down. It supports the weight of the head, which is roughly that of a bowling ball, while allowing a remarkable range of movement. It also protects the upper part of the spinal cord, where nerves to the arms, hands and the rest of the body begin their journey. For an overview of the whole spine, see ',
    { text: 'General Spinal Anatomy', href: '/general-spinal-anatomy' },
    '.',
  ],
  sections: [
    {
      heading: 'C1 and C2: the atlas and the axis',
      blocks: [
        {
          type: 'paragraph',
          content: [
            'The top two vertebrae are unlike any others in the spine. Together they form a specialised joint complex between the skull and the rest of the neck.',
          ],
        },
        {
          type: 'list',
          items: [
            [
              'C1, the atlas, is named after the figure from Greek myth who held up the heavens. It is a ring of bone with no vertebral body. The skull rests on two shallow sockets on its upper surface, and this joint allows much of the nodding, “yes” movement of the head.',
            ],
            [
              'C2, the axis, has a tooth-like peg of bone called the dens (or odontoid peg) that projects upwards through the front of the atlas ring and is held in place by strong ligaments. The atlas pivots around the dens, and this joint provides around half of the side-to-side, “no” rotation of the head.',
            ],
          ],
        },
        {
          type: 'paragraph',
          content: [
            'There is no intervertebral disc between the skull and C1 or between C1 and C2. Because this region is so mobile, it relies heavily on its ligaments for stability. Conditions that weaken these ligaments, such as rheumatoid arthritis, or injuries that break the dens, need specialist assessment.',
          ],
        },
      ],
    },
    {
      heading: 'C3 to C7: the lower cervical spine',
      blocks: [
        {
          type: 'paragraph',
          content: [
            'The vertebrae from C3 to C7 follow a more typical pattern, with a small vertebral body at the front, a bony arch at the back and a disc between each level. They have some features found only in the neck:',
          ],
        },
        {
          type: 'list',
          items: [
            [
              'Small holes in the transverse processes, called transverse foramina, through which the vertebral arteries travel up to the brain.',
            ],
            [
              'Raised edges on the upper surface of each vertebral body, forming small uncovertebral joints that help guide movement. Bony spurs from these joints are a common cause of narrowing around the nerve roots with age.',
            ],
            [
              'C7, sometimes called the vertebra prominens, has a long spinous process. It is usually the prominent bump you can feel at the base of the back of your neck.',
            ],
          ],
        },
        {
          type: 'paragraph',
          content: [
            'The discs between C5 and C6 and between C6 and C7 carry a lot of movement and are the levels most often affected by wear and tear and by disc prolapse in the neck.',
          ],
        },
      ],
    },
    {
      heading: 'Cervical nerve roots and the spinal cord',
      blocks: [
        {
          type: 'paragraph',
          content: [
            'There are eight pairs of cervical nerve roots but only seven cervical vertebrae. In the neck, each nerve root leaves the spinal canal above the vertebra with the same number, so the C6 root exits between C5 and C6. The C8 root exits between C7 and the first thoracic vertebra, T1. The cervical nerve roots supply the neck, shoulders, arms and hands, and the C3 to C5 roots also contribute to the nerve that controls the diaphragm, the main muscle of breathing.',
          ],
        },
        {
          type: 'paragraph',
          content: [
            'Pressure on a single nerve root in the neck typically causes pain, tingling or weakness running down one arm, known as brachialgia. Pressure on the spinal cord itself, called cervical myelopathy, can cause clumsy hands, difficulty with fine tasks such as doing up buttons, and problems with balance and walking. Myelopathy should always be assessed promptly by a specialist.',
          ],
        },
      ],
    },
    {
      heading: 'Cervical lordosis',
      blocks: [
        {
          type: 'paragraph',
          content: [
            'Seen from the side, the neck has a gentle inward curve known as cervical lordosis. It develops in the first months of life, as a baby begins to lift and hold up its head, and it helps balance the head over the shoulders while spreading load through the vertebrae and discs.',
          ],
        },
        {
          type: 'paragraph',
          content: [
            'The curve varies a good deal between healthy people. A straightened or reversed curve on an X-ray can be seen with muscle spasm after an injury, with wear and tear, or after some types of surgery, but it is also found in many people with no symptoms at all. Your specialist will interpret any change in the curve alongside your symptoms and examination.',
          ],
        },
      ],
    },
    {
      heading: 'When to seek urgent help',
      blocks: [
        {
          type: 'paragraph',
          content: [
            'Most neck pain settles on its own. Get help as shown below if your neck pain comes with any of these symptoms.',
          ],
        },
        {
          type: 'red-flags',
          ids: [
            ...EMERGENCY_RED_FLAGS,
            ...CANCER_HISTORY_RED_FLAGS,
            'infection-fever',
            'cancer-weight-loss',
            'cancer-night-pain',
          ],
        },
      ],
    },
  ],
  relatedLinks: [
    { text: 'General Spinal Anatomy', href: '/general-spinal-anatomy' },
    { text: 'Lumbar Spinal Anatomy', href: '/lumbar-spinal-anatomy' },
  ],
  urgentCallout: EMERGENCY_RED_FLAGS,
  sources: ['nice-ng234', 'nhs-back-pain'],
};
