/*
 * A limit told up to a sign that comes each time ('I can only walk ten minutes before my legs go numb', "can't stand
 * for long before my legs give way") tells the sign: the 'before' opens its own words, it supposes nothing. A 'before'
 * that looks ahead to an operation or an appointment still makes a question of what is asked beside it.
 */
import { triageByRules } from '../../domain/triage/triage-message';

describe('a limit told up to a sign', () => {
  it.each([
    'I can only walk ten minutes before my legs go numb',
    "I can't stand for long before my legs give way",
    "I can't sit for more than half an hour before both my legs go numb",
    'He gets to the end of the road before his legs turn to jelly and go numb',
    'I manage about five minutes before my legs give way under me',
    'She can stand at the sink a minute or two before her legs go weak and numb',
    "I can't walk to the shop any more before my legs go numb and tingly",
    'I only get halfway round the supermarket before my legs give way',
    'We get as far as the gate before his legs give out',
    'I walk a hundred yards before my legs go numb, then I have to sit down',
    "can't stand in the shower for long before my legs give way",
    'it is about 10 minutes on my feet before my legs go numb',
  ])('raises %j', (message) => {
    expect(triageByRules(message).length).toBeGreaterThan(0);
  });

  it.each([
    'will I need physio before my operation?',
    'is it normal to get numb legs before the operation',
    'should I stop my blood thinners before the injection?',
    'can I drive before my appointment?',
    'how long should I rest before the op?',
    'is it normal to feel nervous before my surgery?',
    'Do I need to fast before the MRI?',
    'should I do stretches before my physio session?',
    'Is it ok to swim before my follow up?',
    'I want to lose weight before my operation, any tips?',
    'What should I bring before the scan?',
    'can I take ibuprofen before my appointment?',
  ])('leaves %j ordinary', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});
