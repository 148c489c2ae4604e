import { normaliseText } from './publication-keys';
import type { PublicationAuthorName } from './publication-model';

/** 'B. J.' -> 'BJ', 'Alex James' -> 'AJ', 'Jean-Luc' -> 'JL'; MEDLINE's 'AJ' stays 'AJ'. */
export function initials(given: string): string {
  const trimmed = given.trim();
  if (/^\p{Lu}{1,4}$/u.test(trimmed)) return trimmed;
  return trimmed
    .split(/[\s.\-‐]+/)
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
}

/** As medical reference lists print a name (Vancouver): 'Example A'. */
export function vancouverName(author: PublicationAuthorName): string {
  if (author.literal) return author.literal;
  const given = author.given ? initials(author.given) : '';
  return [author.family ?? '', given].filter(Boolean).join(' ');
}

/** As a person would write it: 'Alex Example'. */
export function fullName(author: PublicationAuthorName): string {
  return author.literal ?? [author.given ?? '', author.family ?? ''].filter(Boolean).join(' ');
}

/**
 * Whether an author is the surgeon named in the practice profile: the family name equals the end of the profile's
 * name (so 'van der Berg' works too), and the first initial, when the list gives one, is the first name's.
 */
export function isSurgeonAuthor(author: PublicationAuthorName, surgeonName: string): boolean {
  if (!author.family) return false;
  const surgeon = normaliseText(surgeonName);
  const family = normaliseText(author.family);
  if (family === '' || !surgeon.endsWith(family) || surgeon.length === family.length) return false;
  const beforeFamily = surgeon.slice(0, surgeon.length - family.length);
  if (!beforeFamily.endsWith(' ')) return false;
  if (!author.given) return true;
  const authorInitial = normaliseText(initials(author.given)).charAt(0);
  return authorInitial === surgeon.charAt(0);
}
