import type { Article } from '../model';
import { CANCER_HISTORY_RED_FLAGS, CAUDA_EQUINA_RED_FLAGS } from './red-flag-groups';

export const sciatica: Article = {
  path: '/spinal-conditions/general/sciatica',
  lead: [
    'Sciatica is pain that travels down the leg from the lower back or buttock, caused by irritation or compression of one of the nerve roots that form the sciatic nerve. It is a symptom rather than a diagnosis in itself, and identifying what is affecting the nerve guides the right treatment.',
  ],
  sections: [
    {
      heading: 'What sciatica feels like',
      blocks: [
        {
          type: 'paragraph',
          content: [
            'Sciatica usually affects one leg. The pain is often sharp, shooting or burning and may run from the buttock down the back or outside of the thigh and calf into the foot. It can come with pins and needles, numbness or weakness, and may be made worse by coughing, sneezing, sitting or bending. The leg pain is often worse than any back pain.',
          ],
        },
      ],
    },
    {
      heading: 'Common causes of sciatica',
      blocks: [
        {
          type: 'list',
          items: [
            [
              'A prolapsed (herniated) disc is by far the most common cause, particularly in people aged roughly 30 to 50. Disc material presses on and inflames a nerve root, most often at the L4/5 or L5/S1 level. See ',
              { text: 'Disc Problems', href: '/spinal-conditions/general/disc-problems' },
              '.',
            ],
            [
              'Spinal stenosis, a narrowing of the spinal canal or of the channel where a nerve root leaves the spine, usually in older adults. See ',
              { text: 'Spinal Wear and Tear', href: '/spinal-conditions/general/spinal-wear-and-tear' },
              '.',
            ],
            [
              'Spondylolisthesis, where one vertebra slips forwards on another and narrows the space for the nerves. See ',
              { text: 'Spondy Terms', href: '/spinal-conditions/general/spondy-terms' },
              '.',
            ],
          ],
        },
      ],
    },
    {
      heading: 'Less common causes',
      blocks: [
        {
          type: 'list',
          items: [
            ['Cysts arising from the facet joints that press on a nerve root.'],
            ['Injuries to the spine or pelvis.'],
            [
              'Pressure on the sciatic nerve in the buttock, sometimes attributed to the piriformis muscle, although this remains debated.',
            ],
            ['Pregnancy, when back and pelvic pain are common; true nerve root compression is less frequent.'],
            [
              'Rarely, infection or a tumour in or near the spine. Infection is more likely in people who inject drugs, have recently had an operation or injection on the spine, or have a weakened immune system.',
            ],
          ],
        },
        {
          type: 'paragraph',
          content: [
            'Pain from the hip, the sacroiliac joints or the back itself can also spread into the thigh and be mistaken for sciatica. This kind of referred pain is explained on our ',
            { text: 'Referred Pain', href: '/spinal-conditions/general/referred-pain' },
            ' page.',
          ],
        },
      ],
    },
    {
      heading: 'How sciatica is usually managed',
      blocks: [
        {
          type: 'paragraph',
          content: [
            'Most sciatica improves over several weeks to a few months. Staying active, pain relief and physiotherapy are the usual first steps. An MRI scan is generally reserved for people whose symptoms are severe or not improving, or where surgery or an injection is being considered. If pain remains severe despite these measures, options may include an image-guided nerve root injection or surgery such as a microdiscectomy or decompression. A specialist will discuss what is appropriate in your case.',
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
            'Sciatica with any of the first group of symptoms below can be a sign of cauda equina syndrome, which needs emergency treatment. A high temperature, feeling unwell or weight loss you cannot explain can be signs of an infection or a tumour.',
          ],
        },
        {
          type: 'red-flags',
          ids: [
            ...CAUDA_EQUINA_RED_FLAGS,
            ...CANCER_HISTORY_RED_FLAGS,
            'infection-fever',
            'infection-feeling-unwell',
            'cancer-weight-loss',
            'infection-risk-factors',
          ],
        },
        {
          type: 'paragraph',
          content: [
            'Ask for an urgent GP appointment or contact NHS 111 if weakness in your leg or foot is getting worse.',
          ],
        },
      ],
    },
  ],
  relatedLinks: [
    { text: 'Referred Pain', href: '/spinal-conditions/general/referred-pain' },
    { text: 'Disc Problems', href: '/spinal-conditions/general/disc-problems' },
    { text: 'Lumbar Spinal Anatomy', href: '/lumbar-spinal-anatomy' },
  ],
  urgentCallout: CAUDA_EQUINA_RED_FLAGS,
  sources: ['nhs-sciatica', 'nice-ng59'],
};
