/*
 * A new bump or bend of the spine after a fall or a serious accident is the trauma entry's deformity (emergency),
 * raised beside the lump's same-day reading; a fall told as going over or flying ('went over on the ice') is a fall.
 * A bump known for years, or a fall long ago, stays as it was.
 */
import { triageByRules } from '../../domain/triage/triage-message';

const TRAUMA = 'trauma-deformity-or-worsening-pain';

describe('a new bump on the spine after a fall or an accident', () => {
  it.each([
    'went over on the ice this morning and now a bone is sticking out of my back',
    'went flying on the wet kitchen floor and now there is a lump sticking out of my back',
    'came off my motorbike last night and my spine looks bent to one side now',
    'had a nasty tumble down the garden steps, there is a new bony lump on my spine',
    'my husband was thrown from his horse and there is a bump on his spine that was not there this morning',
    'went over on the stairs at work, and my lower back has a lump sticking out where it hurts',
  ])('raises the trauma entry for %j', (message) => {
    expect(triageByRules(message)).toContain(TRAUMA);
  });

  it.each([
    "The bony bump at the bottom of my neck has always stuck out, I've had it for years",
    'I went over the route to the clinic, where do I park?',
    'went over on my ankle last week, my back is fine, just the ankle',
  ])('does not raise the trauma entry for %j', (message) => {
    expect(triageByRules(message)).not.toContain(TRAUMA);
  });

  it('keeps an old bump from a fall long ago as it was', () => {
    expect(
      triageByRules('fell off my bike in 2010, the bump on my spine has been there ever since and never changed'),
    ).not.toContain(TRAUMA);
  });
});
