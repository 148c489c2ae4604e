/** A piece of a reply: text, or a link the widget renders as a real anchor. */
export type ReplyPart = string | { label: string; href: string };

const LINK = /\[([^\]\n]{1,120})\]\(([^)\s]{1,300})\)/g;

/** Only the site's own pages ('/services', not '//elsewhere') and phone numbers become links. */
const isAllowedHref = (href: string) => /^\/(?!\/)[\w\-./#?=&%]*$/.test(href) || /^tel:\+?[0-9]{3,15}$/.test(href);

/** Splits a reply on its `[label](href)` links (see ChatResponse in @clinic/contracts). */
export function parseReply(text: string): ReplyPart[] {
  const parts: ReplyPart[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const [whole, label, href] = match as unknown as [string, string, string];
    if (match.index > last) parts.push(text.slice(last, match.index));
    parts.push(isAllowedHref(href) ? { label, href } : label);
    last = match.index + whole.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}
