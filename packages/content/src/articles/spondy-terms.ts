import type { Article } from '../model';
import { CAUDA_EQUINA_RED_FLAGS } from './red-flag-groups';

export const spondyTerms: Article = {
  path: '/spinal-conditions/general/spondy-terms',
  lead: [
    '“Spondylos” is the Greek word for a vertebra, and several spinal conditions take their names from it. The terms are easy to confuse on a clinic letter or scan report, yet they describe quite different problems. Here is what each one means.',
  ],
  sections: [
    {
      heading: 'Spondylosis',
      blocks: [
        {
          type: 'paragraph',
          content: [
            'Spondylosis is a general term for age-related wear and tear of the spine: thinning discs, osteophytes (bone spurs) and arthritis of the facet joints. It can affect the neck (cervical spondylosis) or the lower back (lumbar spondylosis). Spondylosis is extremely common and often causes no symptoms. When it does, it may cause stiffness and pain, or narrowing around the nerves. See ',
            { text: 'Spinal Wear and Tear', href: '/spinal-conditions/general/spinal-wear-and-tear' },
            ' for more detail.',
          ],
        },
      ],
    },
    {
      heading: 'Spondylitis',
      blocks: [
        {
          type: 'paragraph',
          content: [
            'The ending “-itis” means inflammation. Spondylitis is inflammation of the vertebrae. The best-known form is ankylosing spondylitis, now usually grouped with related conditions under the name axial spondyloarthritis. It typically starts in early adulthood with lower back pain and stiffness that is worse in the morning or after rest and eases with exercise. It can gradually stiffen the spine and is usually managed by a rheumatologist with exercise and medication.',
          ],
        },
        {
          type: 'paragraph',
          content: [
            'Much less commonly, the spine can become inflamed because of infection. Infection is more likely in people who inject drugs, have recently had an operation or injection on the spine, or have a weakened immune system. Back pain with a high temperature, feeling generally unwell or weight loss you cannot explain needs to be checked by a doctor the same day.',
          ],
        },
      ],
    },
    {
      heading: 'Spondylolysis',
      blocks: [
        {
          type: 'paragraph',
          content: [
            'Spondylolysis is a defect or stress fracture in a narrow bridge of bone at the back of a vertebra called the pars interarticularis. It most often affects L5, the lowest lumbar vertebra. It is seen particularly in young people who repeatedly arch their backs in sport, such as gymnasts, dancers, fast bowlers in cricket and rugby forwards. It may cause lower back pain that is worse when leaning backwards, though many people have no symptoms.',
          ],
        },
        {
          type: 'paragraph',
          content: [
            'In young athletes, a period of rest from the aggravating activity followed by guided rehabilitation is the usual first step, and many recover well with this approach.',
          ],
        },
      ],
    },
    {
      heading: 'Spondylolisthesis',
      blocks: [
        {
          type: 'paragraph',
          content: [
            'Spondylolisthesis means that one vertebra has slipped forwards relative to the one below. There are several types:',
          ],
        },
        {
          type: 'list',
          items: [
            [
              'Isthmic spondylolisthesis develops from a spondylolysis on both sides, which allows the vertebra to move forwards. It often begins in childhood or adolescence, usually at L5/S1.',
            ],
            [
              'Degenerative spondylolisthesis results from arthritis of the facet joints and is most common in people over fifty, particularly women, usually at L4/5. It frequently occurs together with spinal stenosis.',
            ],
            [
              'Less common types are related to the way the spine formed before birth (dysplastic), to injury, or to other bone conditions.',
            ],
          ],
        },
        {
          type: 'paragraph',
          content: [
            'The slip is graded by how far one vertebra has moved over the other. Many people with a low-grade slip have few or no symptoms. Others have back pain, or leg pain from pressure on the nerves. Most are treated without surgery. An operation to decompress the nerves, sometimes with a fusion to stabilise the level, may be considered if symptoms are severe and persistent or if a slip is progressing, especially in a growing child.',
          ],
        },
      ],
    },
    {
      heading: 'When to seek help',
      blocks: [
        {
          type: 'paragraph',
          content: [
            'See your GP if back pain persists for more than a few weeks, keeps a child or teenager from sport, or comes with morning stiffness lasting more than half an hour.',
          ],
        },
        {
          type: 'red-flags',
          ids: [
            ...CAUDA_EQUINA_RED_FLAGS,
            'infection-fever',
            'infection-feeling-unwell',
            'cancer-weight-loss',
            'infection-risk-factors',
          ],
        },
      ],
    },
  ],
  relatedLinks: [
    { text: 'Spinal Wear and Tear', href: '/spinal-conditions/general/spinal-wear-and-tear' },
    { text: 'Lumbar Spinal Anatomy', href: '/lumbar-spinal-anatomy' },
    { text: 'All general spinal conditions', href: '/spinal-conditions/general' },
  ],
  urgentCallout: CAUDA_EQUINA_RED_FLAGS,
  sources: ['nice-ng59', 'nice-ng65'],
};
