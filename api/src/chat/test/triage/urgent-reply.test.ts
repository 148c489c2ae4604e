/*
 * The reply the chat gives when the triage raises a red flag: actions, numbers to call, warning signs, the self-harm wording.
 */
import { findRedFlagEntry, RED_FLAG_ACTIONS } from '@clinic/content';
import { triageMessage } from '../../domain/triage/triage';
import { triageByRules } from '../../domain/triage/triage-message';
import { namedOnly, raisedEntries } from '../../domain/triage/triage-result';
import { urgentReply } from '../../domain/triage/urgent-reply';
import { SELF_HARM_WORDING, symptomsOf } from './triage-test-helpers';

describe('the urgent reply', () => {
  it('leads with the most urgent catalogue action and gives every number to call', () => {
    const reply = urgentReply(
      namedOnly(['cancer-night-pain', 'cauda-equina-bladder', 'cancer-history-new-spinal-pain']),
    );
    const positions = ['Call 999', 'Contact your acute oncology team', 'NHS 111 today'].map((text) =>
      reply.indexOf(text),
    );
    expect(positions[0]).toBe(0);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(reply).toContain('[999](tel:999)');
    expect(reply).toContain('[NHS 111](tel:111)');
  });

  it("gives the most urgent named entries' warning signs, not those of a less urgent entry earlier in the catalogue", () => {
    const reply = urgentReply(
      namedOnly(['cancer-lump-or-shape-change', 'trauma-serious-accident', 'trauma-deformity-or-worsening-pain']),
    );
    expect(reply).toContain(symptomsOf('trauma-serious-accident'));
    expect(reply).toContain(symptomsOf('trauma-deformity-or-worsening-pain'));
    expect(reply).not.toContain(symptomsOf('cancer-lump-or-shape-change'));
  });

  it('points someone with thoughts of self-harm, raised by the rules, to Samaritans in the self-harm wording', () => {
    expect(triageByRules('I want to end it all')).toContain('self-harm-thoughts');
    const reply = urgentReply(triageMessage('I want to end it all'));
    expect(reply).toMatch(/^Call Samaritans free on 116 123/);
    expect(reply).toContain(SELF_HARM_WORDING);
  });

  it("gives a more urgent companion's action and numbers, but not its warning signs", () => {
    const reply = urgentReply({ named: ['cancer-night-pain'], companions: ['overdose-or-poisoning'] });
    expect(reply).toMatch(/^Call 999 or go to A&E now\./);
    expect(reply).toContain('[999](tel:999)');
    expect(reply).toContain(`Warning signs include ${symptomsOf('cancer-night-pain')}.`);
    expect(reply).not.toContain(symptomsOf('overdose-or-poisoning'));
  });

  it('uses the self-harm wording only when a named entry is self-harm, not for a self-harm companion', () => {
    const reply = urgentReply({ named: ['cancer-night-pain'], companions: ['self-harm-thoughts'] });
    expect(reply).toContain(RED_FLAG_ACTIONS.samaritans.instruction);
    expect(reply).toContain('[Samaritans 116 123](tel:116123)');
    expect(reply).not.toContain(SELF_HARM_WORDING);
    expect(reply).not.toContain(symptomsOf('self-harm-thoughts'));
  });

  // Issue 25: the net read this as cancer night pain with an overdose as its companion, and the reply named "having
  // taken too many tablets". Whatever the net now raises, the reply gives every raised entry's action, and only the
  // named entries' warning signs.
  it('answers night pain the net raises without naming a companion’s warning signs', () => {
    const triage = triageMessage('I get pain at night if I lie on my left side');
    const reply = urgentReply(triage);
    for (const entryId of raisedEntries(triage)) {
      expect(reply).toContain(RED_FLAG_ACTIONS[findRedFlagEntry(entryId)!.action].instruction);
    }
    for (const entryId of triage.companions) expect(reply).not.toContain(symptomsOf(entryId));
    expect(reply).not.toContain(symptomsOf('overdose-or-poisoning'));
    expect(reply).not.toContain(SELF_HARM_WORDING);
  });
});
