import type { Article } from '../model';
import { CAUDA_EQUINA_RED_FLAGS } from './red-flag-groups';

const EMERGENCY_RED_FLAGS = [
  'trauma-serious-accident',
  'cord-compression-walking-or-limbs',
  ...CAUDA_EQUINA_RED_FLAGS,
  'trauma-deformity-or-worsening-pain',
];

export const spinalInjury: Article = {
  path: '/spinal-conditions/general/spinal-injury',
  lead: [
    'The spine can be injured in many ways, from a sudden awkward lift to a fall from height or a road traffic collision. Most back and neck injuries are strains of the muscles and ligaments that heal well with time. A smaller number involve a broken bone (a fracture) or a significant ligament tear, which may affect how stable the spine is and sometimes put the spinal cord or nerves at risk.',
  ],
  sections: [
    {
      heading: 'Spinal fractures',
      blocks: [
        {
          type: 'paragraph',
          content: [
            'A spinal fracture is a break in one or more of the vertebrae. In younger people this usually needs a considerable force, such as a fall, a sporting accident or a car crash. In people with thinned bones from osteoporosis, a vertebra can collapse after a minor fall, a cough or lifting something quite light, and sometimes with no obvious injury at all.',
          ],
        },
        {
          type: 'list',
          items: [
            [
              'Compression or wedge fractures: the front of the vertebral body is squashed. These are the most common type, particularly with osteoporosis, and are usually stable.',
            ],
            [
              'Burst fractures: the whole vertebral body is crushed and fragments may be pushed backwards towards the spinal canal.',
            ],
            [
              'Flexion-distraction and fracture-dislocation injuries: the spine is bent or twisted violently, tearing bone and ligaments. These are usually unstable and more likely to involve nerve damage.',
            ],
          ],
        },
        {
          type: 'paragraph',
          content: [
            'Doctors describe a fracture as stable when the spine can safely carry load without the bones moving out of position, and unstable when it cannot. Stable fractures are often treated with pain relief, sometimes a brace, and a gradual return to activity. Unstable fractures, or those pressing on the spinal cord or nerves, may need an operation to realign and hold the bones while they heal. The right approach depends on the individual injury and is decided after careful assessment and imaging.',
          ],
        },
      ],
    },
    {
      heading: 'Ligament injuries',
      blocks: [
        {
          type: 'paragraph',
          content: [
            'The spine is held together by strong ligaments. A sudden movement can stretch or tear them. In the neck, the most familiar example is whiplash, where the head is thrown forwards and backwards, typically in a rear-end car collision. Whiplash usually causes pain and stiffness that improve over weeks to a few months, and keeping the neck gently moving generally helps recovery.',
          ],
        },
        {
          type: 'paragraph',
          content: [
            'More serious ligament injuries can make the spine unstable even when no bone is broken. These may not show on a plain X-ray, so an MRI scan or X-rays taken while bending are sometimes needed. Occasionally they require surgery to stabilise the spine.',
          ],
        },
      ],
    },
    {
      heading: 'Strains and sprains',
      blocks: [
        {
          type: 'paragraph',
          content: [
            'A strain is an overstretching or small tear of a muscle or tendon; a sprain is the same for a ligament. Both are very common causes of sudden back pain after lifting, twisting or unaccustomed exercise. The pain can be severe and the back may go into spasm, but serious damage is unusual.',
          ],
        },
        {
          type: 'paragraph',
          content: [
            'Most strains settle within a few weeks. Simple pain relief, heat and staying as active as you comfortably can are usually more helpful than bed rest. See your GP or a physiotherapist if the pain is not improving after a few weeks or is stopping you from working or sleeping.',
          ],
        },
      ],
    },
    {
      heading: 'How injuries are assessed',
      blocks: [
        {
          type: 'paragraph',
          content: [
            'Assessment starts with a careful history of how the injury happened and an examination of the spine and of the nerves to the arms and legs. Depending on the findings, X-rays, a CT scan or an MRI scan may be needed. CT shows bone injuries in detail, while MRI shows the discs, ligaments, spinal cord and nerves. Older people with a fracture after a minor fall may also be offered tests and treatment for osteoporosis to reduce the risk of further fractures.',
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
            'After a serious fall, collision or blow to the head or neck, call 999. Do not move someone who may have injured their spine unless they are in immediate danger. After any back or neck injury, get help as shown below if you notice any of these symptoms.',
          ],
        },
        {
          type: 'red-flags',
          ids: [...EMERGENCY_RED_FLAGS, 'cancer-history-new-spinal-pain', 'trauma-fragile-bones'],
        },
        {
          type: 'paragraph',
          content: [
            'If you are unsure how urgent your symptoms are, contact NHS 111. Information about other back conditions is available on our ',
            { text: 'Patient Information', href: '/patient-information' },
            ' page.',
          ],
        },
      ],
    },
  ],
  relatedLinks: [
    { text: 'General Spinal Anatomy', href: '/general-spinal-anatomy' },
    { text: 'Spine Pain', href: '/spinal-conditions/general/spine-pain' },
    { text: 'All general spinal conditions', href: '/spinal-conditions/general' },
  ],
  urgentCallout: EMERGENCY_RED_FLAGS,
  sources: ['nice-ng41', 'nhs-back-pain'],
};
