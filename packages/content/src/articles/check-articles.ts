import type { Article } from '../model';
import { findRedFlagEntry } from '../red-flags/red-flag-catalogue';
import type { ArticleRouteMeta } from '../routes/article-routes';
import { redFlagIdsCitedBy } from './article-red-flags';

export interface ContentCheckResult {
  /** Problems that must stop the build: advice that would render wrongly or not at all. */
  errors: string[];
  /** Problems to fix soon: reviews that are overdue. */
  warnings: string[];
}

/**
 * Checks the articles before they are published: every cited red flag exists in the catalogue, every article that
 * cites red flags shows them in a call-out above its first section, and every review is current.
 * @param today an ISO date (YYYY-MM-DD)
 */
export function checkArticles(
  articles: readonly Article[],
  routes: readonly ArticleRouteMeta[],
  today: string,
): ContentCheckResult {
  const errors: string[] = [];
  const warnings: string[] = [];
  for (const article of articles) {
    const cited = redFlagIdsCitedBy(article);
    for (const id of new Set(cited)) {
      if (!findRedFlagEntry(id)) errors.push(`${article.path} cites red flag '${id}', which is not in the catalogue`);
    }
    if (cited.length > 0 && (article.urgentCallout ?? []).length === 0) {
      errors.push(`${article.path} cites red flags but has no urgent call-out above its first section`);
    }
    const review = routes.find((route) => route.path === article.path)?.review;
    if (!review) errors.push(`${article.path} has no review dates`);
    else if (review.nextReviewDue < today) {
      warnings.push(`${article.path} was due for clinical review on ${review.nextReviewDue}`);
    }
  }
  return { errors, warnings };
}
