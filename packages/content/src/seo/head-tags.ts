import type { PageMetadata } from './page-metadata';

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** JSON inside <script> must not be able to close the tag. */
export function serialiseJsonLd(data: Record<string, unknown>): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** The <head> tags of a page as HTML, for the prerendered file of each route. */
export function renderHeadTags(metadata: PageMetadata): string {
  const tags = [
    `<title>${escapeHtml(metadata.title)}</title>`,
    `<meta name="description" content="${escapeHtml(metadata.description)}">`,
    metadata.keywords.length > 0 ? `<meta name="keywords" content="${escapeHtml(metadata.keywords.join(', '))}">` : '',
    `<meta name="robots" content="${metadata.robots}">`,
    `<link rel="canonical" href="${escapeHtml(metadata.canonical)}">`,
    ...Object.entries(metadata.openGraph).map(
      ([property, content]) => `<meta property="${property}" content="${escapeHtml(content)}">`,
    ),
    ...Object.entries(metadata.twitter).map(
      ([name, content]) => `<meta name="${name}" content="${escapeHtml(content)}">`,
    ),
    metadata.structuredData
      ? `<script type="application/ld+json">${serialiseJsonLd(metadata.structuredData)}</script>`
      : '',
  ];
  return tags.filter(Boolean).join('\n    ');
}
