import { readFileSync } from 'node:fs';
import path from 'node:path';
import { practiceProfile, siteImages, type ImageRef } from '@clinic/content';

const IMAGES_DIR = path.resolve(__dirname, '../../../public/images');

describe('the content pages’ images', () => {
  const maps = practiceProfile.locations.map((location): [string, ImageRef] => [
    location.id,
    { src: location.mapImage, alt: location.mapAlt, width: 600, height: 400 },
  ]);

  const images: [string, ImageRef][] = [...Object.entries(siteImages), ...maps];

  it.each(images)('%s: the file exists, and its alt text and size match it', (_name, image) => {
    const file = readFileSync(path.join(IMAGES_DIR, image.src), 'utf8');
    if (!image.src.endsWith('.svg')) return; // A real photograph: its alt text is the content editor's to keep true.
    // A placeholder SVG carries its own description: the alt text must say the same, not describe the photo to come.
    expect(file.match(/<title[^>]*>([^<]*)<\/title>/)?.[1]).toBe(image.alt);
    expect(file).toMatch(new RegExp(`<svg[^>]* width="${image.width}" height="${image.height}"`));
  });

  it('never describes a placeholder as a photograph of someone', () => {
    for (const image of Object.values(siteImages)) expect(image.alt).not.toMatch(/^(portrait )?photograph of/i);
  });
});
