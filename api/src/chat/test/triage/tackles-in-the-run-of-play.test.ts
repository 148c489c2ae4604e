import { triageByRules } from '../../domain/triage/triage-message';

describe('tackles told as the run of a game or a season are no serious accident', () => {
  it.each([
    'Played the full 80 minutes on Saturday and got tackled all game. My lower back is stiff and bruised but easing. Stretches?',
    'I play rugby and get tackled every weekend, my back aches on Sundays. Is that normal wear and tear?',
    'Loads of tackles in training last night, my back is a bit sore today. Heat or ice?',
    'My son gets tackled a lot at rugby and his back is achy after matches. Should he do core work?',
    'Tackled all match at the weekend, bruises all down my back, moving fine now. Anything to speed recovery?',
    'Back is sore after a season of tackles every week. Can I book a sports massage?',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'tackled at rugby, now my neck hurts and my arms tingle',
    'Tackled all game, now my neck hurts and my arms tingle',
    'Got tackled all match and now my back is agony and my legs feel weak',
    'Big tackle at rugby today, heard a crack in my back and it is agony',
    'Tackled every weekend but today one landed me on my neck and my hands are numb',
    'Collapsed scrum this afternoon, my neck hurts',
  ])('still raises a tackle told as a serious injury: "%s"', (message) => {
    expect(triageByRules(message)).toContain('trauma-serious-accident');
  });
});
