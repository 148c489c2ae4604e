import { serialiseJsonLd, type PageMetadata } from '@clinic/content';

const STRUCTURED_DATA_ID = 'page-structured-data';

function upsertMeta(doc: Document, attribute: 'name' | 'property', key: string, content: string) {
  let element = doc.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = doc.createElement('meta');
    element.setAttribute(attribute, key);
    doc.head.appendChild(element);
  }
  element.content = content;
}

function removeMeta(doc: Document, attribute: 'name' | 'property', key: string) {
  doc.head.querySelector(`meta[${attribute}="${key}"]`)?.remove();
}

/** Brings <head> in line with the current page after a client-side navigation. */
export function applyPageMetadata(doc: Document, metadata: PageMetadata) {
  doc.title = metadata.title;
  upsertMeta(doc, 'name', 'description', metadata.description);
  if (metadata.keywords.length > 0) upsertMeta(doc, 'name', 'keywords', metadata.keywords.join(', '));
  else removeMeta(doc, 'name', 'keywords');
  upsertMeta(doc, 'name', 'robots', metadata.robots);
  for (const [property, content] of Object.entries(metadata.openGraph)) upsertMeta(doc, 'property', property, content);
  for (const [name, content] of Object.entries(metadata.twitter)) upsertMeta(doc, 'name', name, content);

  let canonical = doc.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!canonical) {
    canonical = doc.createElement('link');
    canonical.rel = 'canonical';
    doc.head.appendChild(canonical);
  }
  canonical.href = metadata.canonical;

  // Prerendered pages carry their JSON-LD without an id; keep exactly one, for the current page.
  doc.head.querySelectorAll('script[type="application/ld+json"]').forEach((script) => script.remove());
  if (metadata.structuredData) {
    const script = doc.createElement('script');
    script.type = 'application/ld+json';
    script.id = STRUCTURED_DATA_ID;
    script.textContent = serialiseJsonLd(metadata.structuredData);
    doc.head.appendChild(script);
  }
}
