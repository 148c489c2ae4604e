/*
 * Words that tell no red flag of the writer's now: the people in a programme or a book being watched or read, an
 * episode told as over and done, and a workout's aches put down to the workout.
 */
import { triageByRules } from '../../domain/triage/triage-message';

describe("a programme's or a book's people, named after the watching or reading", () => {
  it('reads a stranger the programme or book shows, and what he or she has, as no one the writer reports', () => {
    expect(
      triageByRules(
        "Watched Emergency Ward last night and a woman came in who'd crashed her car and couldn't feel her legs. Do people walk again?",
      ),
    ).toEqual([]);
    expect(
      triageByRules('Reading a biography by a man who fell off a cliff and broke his back. Is that survivable?'),
    ).toEqual([]);
    expect(
      triageByRules(
        'watching Ambulance with my nan and a bloke had a heart attack, nan asked why they checked if the pain went down his arm',
      ),
    ).toEqual([]);
    expect(
      triageByRules(
        'Our reading group is reading a memoir by someone who had bowel cancer. She describes losing weight without trying for months before anyone listened. How common is that?',
      ),
    ).toEqual([]);
  });

  it("keeps the writer's or a relative's own evening in front of the screen a report", () => {
    expect(triageByRules('I was watching a film when both my legs went numb and they still are')).not.toEqual([]);
    expect(triageByRules("watching TV and my dad suddenly couldn't feel his legs")).not.toEqual([]);
    expect(triageByRules('watching my son play rugby and a boy fell and broke his back, what do I do')).not.toEqual([]);
  });
});

describe('an episode over within moments, with nothing since', () => {
  it('reads a pain gone within moments and said to have left nothing since as over and done', () => {
    expect(
      triageByRules(
        'When I strained on the loo I felt a stab in my lower back, it was gone within seconds, not had it since',
      ),
    ).toEqual([]);
    expect(
      triageByRules(
        'I coughed and got a sharp pain in my lower back, it was gone in a minute. Nothing since, is that ok?',
      ),
    ).toEqual([]);
  });

  it('keeps it a report when it is back, worse now, or anything of the last days is told after it', () => {
    expect(triageByRules('I coughed and got a sharp pain in my lower back, it was gone in a minute')).not.toEqual([]);
    expect(
      triageByRules(
        'I coughed and got a sharp pain in my lower back, it was gone in a minute. Nothing since, apart from today',
      ),
    ).not.toEqual([]);
    expect(
      triageByRules(
        'I coughed and got a sharp pain in my lower back, it was gone in a minute but it came back this morning',
      ),
    ).not.toEqual([]);
    expect(
      triageByRules(
        'I coughed and got a sharp pain in my lower back, it was gone in a minute. Not had it since but now it is worse',
      ),
    ).not.toEqual([]);
  });
});
