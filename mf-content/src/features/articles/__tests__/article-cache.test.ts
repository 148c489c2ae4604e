import { hasArticle, loadArticle } from '../lib/article-cache';

describe('article cache', () => {
  it('returns the same promise for the same path', () => {
    expect(loadArticle('/spinal-conditions/general/sciatica')).toBe(loadArticle('/spinal-conditions/general/sciatica'));
  });

  it('loads the article body for its path', async () => {
    const article = await loadArticle('/cervical-spinal-anatomy');
    expect(article.path).toBe('/cervical-spinal-anatomy');
  });

  it('rejects an unknown path', async () => {
    expect(hasArticle('/nope')).toBe(false);
    await expect(loadArticle('/nope')).rejects.toThrow('No article for /nope');
  });
});
