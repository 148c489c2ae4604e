import { brandName, practiceProfile, type PracticeProfile } from '../practice-profile';
import { escapeHtml } from './head-tags';

/** The link-preview image every page names in og:image: a PNG card the shell's build draws from the profile. */
export const OG_IMAGE = { path: '/og-image.png', width: 1200, height: 630, type: 'image/png' } as const;

/** The card's text, line by line: the image shows exactly these, so its alt text is their sum. */
export function ogImageLines(profile: PracticeProfile = practiceProfile): readonly string[] {
  const localities = profile.locations.map((location) => location.locality);
  return [brandName(profile), profile.title, `Clinics in ${localities.join(', ')}`];
}

export function ogImageAlt(profile: PracticeProfile = practiceProfile): string {
  return `${ogImageLines(profile).join('. ')}.`;
}

/** A self-contained page of exactly OG_IMAGE's size, for a headless browser to screenshot. */
export function renderOgImageHtml(profile: PracticeProfile = practiceProfile): string {
  const [name = '', title = '', places = ''] = ogImageLines(profile).map(escapeHtml);
  return `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><style>
  html, body { margin: 0; width: ${OG_IMAGE.width}px; height: ${OG_IMAGE.height}px; }
  body { display: flex; flex-direction: column; justify-content: center; box-sizing: border-box; padding: 0 96px;
    background: #0a566e; color: #ffffff; font-family: 'Segoe UI', 'Liberation Sans', 'DejaVu Sans', Arial, sans-serif;
    border-left: 24px solid #82b7cc; }
  h1 { margin: 0 0 24px; font-size: 76px; line-height: 1.1; font-weight: 700; }
  p { margin: 0 0 16px; font-size: 40px; line-height: 1.25; }
  .places { margin-top: 32px; font-size: 30px; color: #e3f1f7; }
</style></head>
<body><h1>${name}</h1><p>${title}</p><p class="places">${places}</p></body></html>`;
}
