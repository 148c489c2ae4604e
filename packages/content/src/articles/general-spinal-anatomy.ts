import type { Article } from '../model';

export const generalSpinalAnatomy: Article = {
  path: '/general-spinal-anatomy',
  lead: [
    'The spine, also called the spinal column, vertebral column or backbone, runs from the base of the skull to the pelvis. It holds us upright, lets us bend and twist, and protects the spinal cord and nerves that carry messages between the brain and the rest of the body. Understanding its basic structure makes it much easier to follow what a doctor means when they talk about a particular level of the spine or a particular part of a vertebra.',
  ],
  sections: [
    {
      heading: 'The bones of the spine',
      blocks: [
        {
          type: 'paragraph',
          content: [
            'The spine is made up of a stack of bones called vertebrae. In early development there are 33 vertebrae. As we grow, some of the lowest ones join together, so that an adult spine has 24 separate, movable bones above the pelvis, followed by two fused sections at the bottom.',
          ],
        },
        {
          type: 'paragraph',
          content: ['From top to bottom, the regions of the spine are:'],
        },
        {
          type: 'list',
          items: [
            [
              'The cervical spine (neck): 7 vertebrae, numbered C1 to C7. Read more in our guide to ',
              { text: 'cervical spinal anatomy', href: '/cervical-spinal-anatomy' },
              '.',
            ],
            [
              'The thoracic spine (upper and middle back): 12 vertebrae, T1 to T12, each of which connects to a pair of ribs.',
            ],
            [
              'The lumbar spine (lower back): 5 vertebrae, L1 to L5, the largest and strongest of the movable bones. Read more in our guide to ',
              { text: 'lumbar spinal anatomy', href: '/lumbar-spinal-anatomy' },
              '.',
            ],
            [
              'The sacrum: a triangular bone formed from 5 fused segments, wedged between the two halves of the pelvis.',
            ],
            [
              'The coccyx (tailbone): a small bone at the very bottom, usually formed from 4 small fused segments, although the number varies a little from person to person.',
            ],
          ],
        },
        {
          type: 'paragraph',
          content: [
            'So the 24 separate bones are the 7 cervical, 12 thoracic and 5 lumbar vertebrae. Together with the 5 segments of the sacrum and the 4 of the coccyx, they account for the 33 vertebrae present in early development. The whole spinal column is about 71 cm long in an average adult man and about 61 cm in an average adult woman.',
          ],
        },
      ],
    },
    {
      heading: 'What a typical vertebra looks like',
      blocks: [
        {
          type: 'paragraph',
          content: [
            'Although vertebrae differ in size and shape from one region to another, most share the same basic design:',
          ],
        },
        {
          type: 'list',
          items: [
            [
              'The vertebral body: a solid, roughly cylindrical block of bone at the front that carries most of the body weight. The bodies get larger further down the spine because they bear more load.',
            ],
            [
              'The vertebral arch: a ring of bone at the back of the body. The space it encloses, stacked with the spaces above and below, forms the spinal canal that houses the spinal cord and nerves.',
            ],
            [
              'The pedicles and laminae: the pedicles are short pillars connecting the arch to the body; the laminae are flat plates that form the roof of the canal. Removing part of a lamina (a laminectomy or laminotomy) is a common way of making more room for squeezed nerves.',
            ],
            [
              'The spinous and transverse processes: bony projections for muscles and ligaments to attach to. The spinous processes are the bumps you can feel down the middle of your back.',
            ],
            [
              'The facet joints: small paired joints at the back of each level that link one vertebra to the next. They guide and limit movement, and like other joints they are lined with cartilage and can develop arthritis.',
            ],
          ],
        },
      ],
    },
    {
      heading: 'Intervertebral discs',
      blocks: [
        {
          type: 'paragraph',
          content: [
            'Between the bodies of neighbouring vertebrae lie the intervertebral discs. Each disc has a tough, layered outer ring called the annulus fibrosus and a softer, gel-like centre called the nucleus pulposus. The discs act as shock absorbers and spacers, allowing a small amount of movement at each level. Added together, these small movements give the spine its overall flexibility.',
          ],
        },
        {
          type: 'paragraph',
          content: [
            'There is no disc between the skull and C1, or between C1 and C2, where the joints are specialised for nodding and turning the head. Discs lose some of their water content with age, becoming thinner and less springy. This is a normal part of ageing and often causes no symptoms at all, but a disc can sometimes bulge or tear and press on a nearby nerve.',
          ],
        },
      ],
    },
    {
      heading: 'Ligaments and muscles',
      blocks: [
        {
          type: 'paragraph',
          content: [
            'Strong bands of tissue called ligaments hold the vertebrae together. The anterior longitudinal ligament runs down the front of the vertebral bodies and the posterior longitudinal ligament runs down their back, inside the spinal canal. The ligamentum flavum, an elastic ligament, connects the laminae, and further ligaments join the spinous processes. With age, the ligamentum flavum can thicken and contribute to narrowing of the spinal canal.',
          ],
        },
        {
          type: 'paragraph',
          content: [
            'Layers of muscles around the spine, together with the abdominal muscles, support and move it. Keeping these muscles active and reasonably strong is one of the most useful things people can do for their backs.',
          ],
        },
      ],
    },
    {
      heading: 'The spinal cord and nerve roots',
      blocks: [
        {
          type: 'paragraph',
          content: [
            'The spinal cord is a column of nerve tissue that continues down from the brain through the spinal canal. It is surrounded by protective membranes and fluid. In adults the cord is shorter than the spinal column and usually ends at about the level of the first or second lumbar vertebra. Below this point, the canal contains a bundle of nerve roots known as the cauda equina, which supply the legs, bladder, bowel and sexual organs.',
          ],
        },
        {
          type: 'paragraph',
          content: [
            'There are 31 pairs of spinal nerve roots: 8 cervical, 12 thoracic, 5 lumbar, 5 sacral and 1 coccygeal. Each pair leaves the spinal canal through small openings between neighbouring vertebrae, called the intervertebral foramina, one on each side. Each nerve root carries feeling from a particular strip of skin and controls particular muscles, which is why pressure on a single nerve root in the neck or lower back can cause pain, numbness or weakness in a specific area of the arm or leg.',
          ],
        },
      ],
    },
    {
      heading: 'The natural curves of the spine',
      blocks: [
        {
          type: 'paragraph',
          content: [
            'Seen from the side, a healthy spine is not straight. It has a gentle S-shaped profile that balances the head over the pelvis and helps absorb load:',
          ],
        },
        {
          type: 'list',
          items: [
            ['Cervical lordosis: the neck curves gently inwards.'],
            ['Thoracic kyphosis: the upper back curves gently outwards.'],
            ['Lumbar lordosis: the lower back curves inwards again.'],
            ['Sacral curve: the sacrum and coccyx curve outwards.'],
          ],
        },
        {
          type: 'paragraph',
          content: [
            'A newborn baby’s spine has a single, C-shaped curve. The inward curve of the neck develops as a baby learns to hold up its head, and the inward curve of the lower back develops as the child learns to sit, stand and walk. Seen from behind, the spine should look straight. A sideways curve with rotation of the vertebrae is called scoliosis, and an exaggerated rounding of the upper back is called kyphosis. Both are common reasons for children and teenagers to be referred to a spinal surgeon, and many cases only need monitoring.',
          ],
        },
      ],
    },
  ],
  relatedLinks: [
    { text: 'Cervical Spinal Anatomy', href: '/cervical-spinal-anatomy' },
    { text: 'Lumbar Spinal Anatomy', href: '/lumbar-spinal-anatomy' },
  ],
  sources: [],
};
