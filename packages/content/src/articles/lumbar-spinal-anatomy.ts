import type { Article } from '../model';
import { CAUDA_EQUINA_RED_FLAGS } from './red-flag-groups';
import { siteImages } from '../site-images';

export const lumbarSpinalAnatomy: Article = {
  path: '/lumbar-spinal-anatomy',
  lead: [
    'The lumbar spine is the lower back. It lies between the ribcage and the pelvis and is made up of five vertebrae, numbered L1 to L5. Because it carries the weight of the upper body and moves a great deal, it is also the part of the spine where pain and nerve problems most often arise. For an overview of the whole spine, see ',
    { text: 'General Spinal Anatomy', href: '/general-spinal-anatomy' },
    '.',
  ],
  sections: [
    {
      heading: 'The lumbar region',
      blocks: [
        {
          type: 'paragraph',
          content: [
            'The lumbar vertebrae have the largest vertebral bodies in the spine, because they bear the most load. Between each pair sits a thick intervertebral disc, and at the back each level is linked by a pair of facet joints. The facet joints in the lower back face in a way that allows bending forwards and backwards but limits twisting.',
          ],
        },
        {
          type: 'paragraph',
          content: [
            'Below L5 lies the sacrum, which joins the pelvis at the two sacroiliac joints. The junction between L5 and the sacrum, written L5/S1, together with the level above it, L4/5, takes the greatest strain. These two levels are where disc prolapses, wear and tear and slips of one vertebra on another (spondylolisthesis) are most often found.',
          ],
        },
        {
          type: 'figure',
          image: siteImages.lumbarSpine,
          caption:
            'The lumbar spine from the side: five vertebrae (L1 to L5) separated by intervertebral discs, sitting on the sacrum.',
        },
      ],
    },
    {
      heading: 'Lumbar lordosis',
      blocks: [
        {
          type: 'paragraph',
          content: [
            'Seen from the side, the lower back curves gently inwards. This curve, called lumbar lordosis, develops in early childhood as a child starts to sit, stand and walk. It places the upper body’s weight over the pelvis and hips, which helps us stand upright with little muscular effort.',
          ],
        },
        {
          type: 'paragraph',
          content: [
            'The amount of lordosis varies between people and changes with posture, pregnancy and age. Loss of the normal curve, sometimes called flat back, can make it harder to stand upright comfortably, while an exaggerated curve can increase the load on the facet joints. Spinal surgeons pay close attention to restoring a balanced curve when planning operations such as fusion or deformity correction.',
          ],
        },
      ],
    },
    {
      heading: 'The cauda equina',
      blocks: [
        {
          type: 'paragraph',
          content: [
            'In adults the spinal cord usually ends at around the level of L1 or L2. Below this, the spinal canal contains a bundle of nerve roots that continue downwards before leaving the spine at each lumbar and sacral level. Because the bundle looks rather like a horse’s tail, it is called the cauda equina, which is Latin for exactly that.',
          ],
        },
        {
          type: 'paragraph',
          content: [
            'The cauda equina nerves carry feeling from the legs, buttocks and the skin between the legs (the “saddle” area), and control the leg muscles, the bladder, the bowel and sexual function. Pressure on a single lumbar or sacral nerve root, most often from a disc prolapse, can cause sciatica: pain, numbness or tingling running down one leg.',
          ],
        },
        {
          type: 'figure',
          image: siteImages.caudaEquina,
          caption:
            'The spinal cord ends at about L1 to L2; below this the cauda equina nerve roots continue down the spinal canal.',
        },
      ],
    },
    {
      heading: 'Cauda equina syndrome: an emergency',
      blocks: [
        {
          type: 'paragraph',
          content: [
            'Rarely, a large disc prolapse or other problem squeezes many of the cauda equina nerves at once. This is called cauda equina syndrome. It needs emergency assessment and often urgent surgery, because delay can lead to permanent loss of bladder, bowel or sexual function.',
          ],
        },
        {
          type: 'red-flags',
          ids: CAUDA_EQUINA_RED_FLAGS,
        },
        {
          type: 'paragraph',
          content: ['Do not wait to see whether these symptoms settle, and do not wait for a routine appointment.'],
        },
      ],
    },
  ],
  relatedLinks: [
    { text: 'General Spinal Anatomy', href: '/general-spinal-anatomy' },
    { text: 'Cervical Spinal Anatomy', href: '/cervical-spinal-anatomy' },
  ],
  urgentCallout: CAUDA_EQUINA_RED_FLAGS,
  sources: ['girft-cauda-equina', 'nhs-cauda-equina'],
};
