import type { Article } from '../model';
import { CAUDA_EQUINA_RED_FLAGS } from './red-flag-groups';

export const discProblems: Article = {
  path: '/spinal-conditions/general/disc-problems',
  lead: [
    'The intervertebral discs are the cushions between the bones of the spine. Each has a tough outer ring and a soft, jelly-like centre. Discs change naturally with age and most of those changes cause no trouble, but a disc can become painful itself or can bulge and press on a nearby nerve. The common term “slipped disc” is misleading: discs are firmly attached to the bones above and below, and do not slip out of place.',
  ],
  sections: [
    {
      heading: 'Types of disc problem',
      blocks: [
        {
          type: 'list',
          items: [
            [
              'Disc degeneration: over time, discs lose water, become thinner and may develop small tears in the outer ring. This is very common; many people over forty show it on an MRI scan without any symptoms. It can, however, contribute to back pain in some people.',
            ],
            [
              'Disc bulge: the disc spreads outwards evenly around its edge. Bulges are frequently seen on scans and are often a normal finding.',
            ],
            [
              'Disc prolapse (herniation): part of the soft centre pushes through a tear in the outer ring. If it presses on a nerve root it can cause sciatica in the leg or brachialgia in the arm, sometimes with numbness or weakness.',
            ],
          ],
        },
        {
          type: 'paragraph',
          content: [
            'Disc prolapses are most common between the ages of about 30 and 50 and most often affect the lowest two levels of the lumbar spine. In the neck they are most often found between C5 and C6 or C6 and C7.',
          ],
        },
      ],
    },
    {
      heading: 'How disc problems are usually managed',
      blocks: [
        {
          type: 'paragraph',
          content: [
            'The outlook for a disc prolapse is generally good. In many people the pain improves considerably over six to twelve weeks as inflammation settles and the body gradually reabsorbs some of the disc material. Initial treatment usually involves:',
          ],
        },
        {
          type: 'list',
          items: [
            ['Staying as active as you can, adjusting activities rather than resting in bed.'],
            ['Pain relief, taken as advised by your GP or pharmacist.'],
            ['Physiotherapy and exercises to maintain movement and strength.'],
            ['In selected cases, an image-guided injection around the nerve root to ease pain.'],
          ],
        },
        {
          type: 'paragraph',
          content: [
            'Surgery is considered when severe leg or arm pain has not improved enough despite these measures, when there is significant or worsening weakness, or urgently in cauda equina syndrome.',
          ],
        },
      ],
    },
    {
      heading: 'Discectomy and microdiscectomy',
      blocks: [
        {
          type: 'paragraph',
          content: [
            'A discectomy is an operation to remove the part of the disc that is pressing on a nerve. It is done under general anaesthetic, usually through a cut in the middle of the back over the affected level. A small amount of bone or ligament may be removed to reach the disc. Only the prolapsed fragment and loose material are taken out; the rest of the disc is left in place.',
          ],
        },
        {
          type: 'paragraph',
          content: [
            'A microdiscectomy is the same operation performed through a smaller incision using an operating microscope or magnifying loupes and a bright light. The magnified view helps the surgeon see and protect the nerve. Many patients go home the same day or the next day and are encouraged to walk soon after surgery.',
          ],
        },
        {
          type: 'paragraph',
          content: [
            'Discectomy is usually performed to relieve leg pain rather than back pain. Like any operation it carries risks, including infection, bleeding, a leak of spinal fluid, nerve injury and the chance of the disc prolapsing again at the same level. Your surgeon will discuss the likely benefits and the risks that apply to you before you decide whether surgery is right for you.',
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
            'A large disc prolapse can occasionally compress the cauda equina nerves that control the bladder, bowel and sexual function. You can read more about these nerves in our guide to ',
            { text: 'lumbar spinal anatomy', href: '/lumbar-spinal-anatomy' },
            '. Back pain or sciatica with a high temperature, feeling unwell or weight loss you cannot explain is not usually caused by a disc, and needs to be checked the same day.',
          ],
        },
        {
          type: 'red-flags',
          ids: [
            ...CAUDA_EQUINA_RED_FLAGS,
            'cancer-history-new-spinal-pain',
            'infection-fever',
            'infection-feeling-unwell',
            'cancer-weight-loss',
          ],
        },
      ],
    },
  ],
  relatedLinks: [
    { text: 'Sciatica', href: '/spinal-conditions/general/sciatica' },
    { text: 'Referred Pain', href: '/spinal-conditions/general/referred-pain' },
    { text: 'Lumbar Spinal Anatomy', href: '/lumbar-spinal-anatomy' },
  ],
  urgentCallout: CAUDA_EQUINA_RED_FLAGS,
  sources: ['nhs-slipped-disc', 'nice-ng59'],
};
