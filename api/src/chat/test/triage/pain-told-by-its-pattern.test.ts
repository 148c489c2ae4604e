/*
 * Pain told by its pattern: what sets it off (a cough, a sneeze, the toilet), when it comes (lying down, at night),
 * and where (high between the shoulders), with the everyday causes that account for the same words.
 */
import { triageByRules } from '../../domain/triage/triage-message';

describe('lying down told as making the spine past bearing', () => {
  it.each([
    'lying down makes his spine murder, so he dozes in the recliner',
    'Gran props herself up on cushions in her chair all night as lying flat makes her back excruciating',
  ])('raises night pain: %j', (message) => {
    expect(triageByRules(message)).toContain('cancer-night-pain');
  });

  it('is no alarm when lying down makes the back better', () => {
    expect(triageByRules('lying down makes my back feel much better after work')).toEqual([]);
  });
});
