import type { Article } from '../model';
import { CAUDA_EQUINA_RED_FLAGS } from './red-flag-groups';

const URGENT_RED_FLAGS = ['cord-compression-walking-or-limbs', ...CAUDA_EQUINA_RED_FLAGS];

export const spinalWearAndTear: Article = {
  path: '/spinal-conditions/general/spinal-wear-and-tear',
  lead: [
    'Like other joints, the spine changes as we get older. Discs lose height, joints develop arthritis and the body lays down extra bone at the edges of the vertebrae. These changes are often called wear and tear, or spondylosis. They are a normal part of ageing, and many people with marked changes on an X-ray or scan have little or no pain. In some people, however, the changes cause back or neck pain, or narrow the spaces through which the spinal cord and nerves pass.',
  ],
  sections: [
    {
      heading: 'Osteophytes',
      blocks: [
        {
          type: 'paragraph',
          content: [
            'Osteophytes, often called bone spurs, are smooth ridges of extra bone that form around the edges of the vertebrae and facet joints. They are the body’s attempt to stabilise a joint that has become worn. Osteophytes on their own are not usually painful, but if they grow into the spinal canal or into the openings where the nerve roots leave the spine, they can press on the nerves.',
          ],
        },
      ],
    },
    {
      heading: 'Facet joints',
      blocks: [
        {
          type: 'paragraph',
          content: [
            'The facet joints are small paired joints at the back of each spinal level. They can develop osteoarthritis in the same way as a hip or knee. Facet joint pain is typically felt across the lower back or neck, may spread into the buttocks or shoulders, and is often worse with standing, arching backwards or twisting. Arthritic facet joints can also enlarge and, with thickening of the nearby ligaments, reduce the space available for the nerves.',
          ],
        },
        {
          type: 'paragraph',
          content: [
            'Treatment usually focuses on exercise, physiotherapy and pain relief. NICE does not recommend spinal injections, including facet joint injections, for low back pain without sciatica. For some people with long-lasting, severe back pain thought to come from the facet joints, a treatment that heats the small nerves supplying the joints (radiofrequency denervation) may be considered, but only if a test injection that numbs those nerves (a medial branch block) has first eased the pain.',
          ],
        },
      ],
    },
    {
      heading: 'Canal stenosis and myelopathy',
      blocks: [
        {
          type: 'paragraph',
          content: [
            'Spinal stenosis means narrowing of the spinal canal or of the side channels for the nerve roots. It is usually caused by a combination of disc bulging, osteophytes, facet joint enlargement and ligament thickening.',
          ],
        },
        {
          type: 'list',
          items: [
            [
              'In the lower back, stenosis typically causes aching, heaviness, numbness or weakness in the legs when walking or standing, which eases on sitting or bending forwards. This pattern is called neurogenic claudication. Many people find they can walk further when leaning on a shopping trolley.',
            ],
            [
              'In the neck, narrowing can press on the spinal cord itself. This is called cervical myelopathy. It may cause clumsy or numb hands, difficulty with buttons or writing, unsteadiness on the feet and, later, bladder problems. Myelopathy can progress over time, so it needs prompt specialist assessment.',
            ],
          ],
        },
      ],
    },
    {
      heading: 'Nerve root decompression',
      blocks: [
        {
          type: 'paragraph',
          content: [
            'When non-surgical treatment has not helped enough and symptoms significantly affect daily life, an operation to make more room for the nerves may be considered. This is known as decompression. Depending on where the pressure is, it may involve removing part of the lamina (laminectomy or laminotomy), widening the exit channel for a nerve root (foraminotomy), or trimming osteophytes and thickened ligament. In the neck, the operation may be done from the front, removing the disc and placing a spacer to fuse the level, or from the back.',
          ],
        },
        {
          type: 'paragraph',
          content: [
            'Decompression aims mainly to relieve leg or arm symptoms and, in myelopathy, to prevent further deterioration of the spinal cord, rather than to cure back or neck pain. Where the spine is also unstable, a fusion may be recommended. Your surgeon will explain the options, their likely benefits and risks, and what recovery involves for you.',
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
            'See your GP promptly if you notice increasing clumsiness of the hands or problems with balance that have come on gradually.',
          ],
        },
        {
          type: 'red-flags',
          ids: URGENT_RED_FLAGS,
        },
      ],
    },
  ],
  relatedLinks: [
    { text: 'Spondy Terms', href: '/spinal-conditions/general/spondy-terms' },
    { text: 'Disc Problems', href: '/spinal-conditions/general/disc-problems' },
    { text: 'Cervical Spinal Anatomy', href: '/cervical-spinal-anatomy' },
  ],
  urgentCallout: URGENT_RED_FLAGS,
  sources: ['nice-ng59', 'nhs-spinal-stenosis'],
};
