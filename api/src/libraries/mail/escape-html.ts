const HTML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML element content and quoted attribute values. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => HTML_ENTITIES[char] ?? char);
