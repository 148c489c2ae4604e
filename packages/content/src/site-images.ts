import type { ImageRef } from './model';

/**
 * Every picture the content pages show, by its file in mf-content/public/images. The files are placeholders, and each
 * alt text says what the file shows today (mf-content's tests hold it to the SVG's own title). To use a real
 * photograph, replace the file and update its line here: its alt text, size and, if the format changes, its name.
 */
export const siteImages = {
  surgeonPortrait: {
    src: 'surgeon-portrait.svg',
    alt: 'Placeholder: a grey silhouette where a portrait photograph of the surgeon will go',
    width: 480,
    height: 600,
  },
  surgeonInTheatre: {
    src: 'surgeon-theatre.svg',
    alt: 'Placeholder: a simple drawing where a photograph of the surgeon in the operating theatre will go',
    width: 800,
    height: 533,
  },
  fellowsGroup: {
    src: 'fellows-group.svg',
    alt: 'Placeholder: grey silhouettes where a group photograph of the spinal fellows will go',
    width: 1200,
    height: 675,
  },
  lumbarSpine: {
    src: 'lumbar-spine.svg',
    alt: 'Simple diagram of the five lumbar vertebrae, labelled L1 to L5, with a disc between each, above the sacrum',
    width: 800,
    height: 500,
  },
  caudaEquina: {
    src: 'cauda-equina.svg',
    alt: 'Simple diagram of the lower spinal canal: the spinal cord ends and a bundle of nerve roots, the cauda equina, continues downwards',
    width: 800,
    height: 500,
  },
} as const satisfies Record<string, ImageRef>;
