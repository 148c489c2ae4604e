import type { Article } from '../model';
import { CANCER_HISTORY_RED_FLAGS, CAUDA_EQUINA_RED_FLAGS } from './red-flag-groups';

const EMERGENCY_RED_FLAGS = [...CAUDA_EQUINA_RED_FLAGS, 'cord-compression-walking-or-limbs'];

export const referredPain: Article = {
  path: '/spinal-conditions/general/referred-pain',
  lead: [
    'Pain is not always felt where the problem is. The spine and the nerves that leave it share wiring with the arms, legs and trunk, so a problem in the neck or lower back can be felt some distance away. Understanding the different kinds of spreading pain helps explain why a specialist may examine your back when your main complaint is a painful leg or arm.',
  ],
  sections: [
    {
      heading: 'Referred pain and nerve root pain',
      blocks: [
        {
          type: 'paragraph',
          content: ['Doctors distinguish between two main kinds of pain that spread from the spine:'],
        },
        {
          type: 'list',
          items: [
            [
              'Referred pain arises from the discs, joints, muscles or ligaments of the spine and is felt in a nearby area that shares the same nerve supply. Pain from the lower back is commonly referred into the buttocks and thighs; pain from the neck into the shoulder blades and tops of the shoulders. It is usually a deep, dull ache that is hard to pinpoint and rarely goes below the knee or elbow.',
            ],
            [
              'Nerve root pain, also called radicular pain, happens when a spinal nerve root is irritated or compressed, for example by a disc prolapse or by narrowing around the nerve. It tends to be sharp, shooting or burning, follows the path of that nerve down the limb, often goes below the knee or elbow, and may come with pins and needles, numbness or weakness.',
            ],
          ],
        },
        {
          type: 'paragraph',
          content: [
            'Pain can also be referred to the back from organs elsewhere in the body, such as the kidneys, the pancreas or the main blood vessel in the abdomen. This is one reason why back pain that does not behave like ordinary mechanical back pain should always be checked by a doctor.',
          ],
        },
      ],
    },
    {
      heading: 'Sciatica',
      blocks: [
        {
          type: 'paragraph',
          content: [
            'Sciatica is nerve root pain in the leg, caused by irritation of one of the lower lumbar or upper sacral nerve roots that go on to form the sciatic nerve. The pain typically runs from the buttock down the back or side of the leg, sometimes into the foot, and is often worse than any back pain. Most sciatica improves over weeks to a few months with activity, pain relief and physiotherapy. Our ',
            { text: 'Sciatica', href: '/spinal-conditions/general/sciatica' },
            ' page explains its causes in more detail.',
          ],
        },
      ],
    },
    {
      heading: 'Brachialgia',
      blocks: [
        {
          type: 'paragraph',
          content: [
            'Brachialgia simply means arm pain. When it comes from the neck, it is the arm equivalent of sciatica: a cervical nerve root is irritated, most often by a disc prolapse or by osteophytes narrowing the channel where the nerve leaves the spine. The pain may spread from the neck across the shoulder blade and down the arm into the hand, following a particular pattern depending on which nerve root is involved, and may come with tingling, numbness or weakness of grip.',
          ],
        },
        {
          type: 'paragraph',
          content: [
            'As with sciatica, most brachialgia settles with time and non-surgical treatment. Surgery may be discussed if severe pain persists or if there is significant weakness. Shoulder and elbow problems and nerve entrapment at the wrist, such as carpal tunnel syndrome, can cause similar symptoms, so a careful examination is important.',
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
            'Leg pain with numbness between the legs, bladder or bowel changes or sciatica in both legs can be a sign of cauda equina syndrome. Get help as shown below if your pain comes with any of these symptoms.',
          ],
        },
        {
          type: 'red-flags',
          ids: [...EMERGENCY_RED_FLAGS, ...CANCER_HISTORY_RED_FLAGS, 'infection-fever', 'cancer-weight-loss'],
        },
        {
          type: 'paragraph',
          content: [
            'Ask for an urgent GP appointment or contact NHS 111 if weakness in an arm or leg is getting worse, or if clumsiness of the hands or unsteady walking comes on gradually.',
          ],
        },
      ],
    },
  ],
  relatedLinks: [
    { text: 'Sciatica', href: '/spinal-conditions/general/sciatica' },
    { text: 'Disc Problems', href: '/spinal-conditions/general/disc-problems' },
    { text: 'General Spinal Anatomy', href: '/general-spinal-anatomy' },
  ],
  urgentCallout: EMERGENCY_RED_FLAGS,
  sources: ['nhs-sciatica', 'nice-ng59'],
};
