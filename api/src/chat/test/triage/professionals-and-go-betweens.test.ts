/*
 * Professionals and go-betweens writing about a patient, client or pupil, often in clinical shorthand: durations
 * over 52, 7 or 12, 'LBP', 'PMH', 'o/e'; screened-negative red flags, stable long-standing conditions, teaching and
 * scenarios are no report, while the same shorthand telling something new still raises.
 */
import { triageByRules } from '../../domain/triage/triage-message';

describe('a duration and low back pain in clinical shorthand', () => {
  it("reads 'x3/52', 'x5/7' and 'LBP' as the time and the pain they stand for", () => {
    expect(triageByRules('referral: 66F, previous renal cell carcinoma, now LBP x3/52')).toContain(
      'cancer-history-new-spinal-pain',
    );
    expect(triageByRules('hx bowel ca 2019, LBP 4/52, not mechanical')).toContain('cancer-history-new-spinal-pain');
    expect(triageByRules('pt with PMH lung ca, new upper back pain x5/7')).toContain('cancer-history-new-spinal-pain');
  });

  it('keeps a dated visit and mechanical low back pain with no history ordinary', () => {
    expect(triageByRules('physio: 35M LBP x2/52 after lifting a sofa, mechanical, improving')).toEqual([]);
    expect(triageByRules('pt reviewed 3/7/24 for LBP, settling with exercises')).toEqual([]);
  });
});

describe('a surgical wound opening up, in clinical words', () => {
  it("reads a wound's dehiscence or breakdown after an operation as an infected surgical wound", () => {
    expect(triageByRules('district nurse: lumbar incision partly dehisced, day 9 after the fusion')).toContain(
      'infected-surgical-wound',
    );
    expect(triageByRules('community nurse: his laminectomy wound has broken down at the lower end')).toContain(
      'infected-surgical-wound',
    );
  });

  it('keeps a wound said to have healed with no breakdown, and a breakdown that is not a wound, ordinary', () => {
    expect(triageByRules('nurse: laminectomy wound healed fine, no breakdown, discharged from our caseload')).toEqual(
      [],
    );
    expect(triageByRules('carer: my client had a breakdown after his op last year, wound is fine')).toEqual([]);
  });
});

describe('teaching and a made-up case', () => {
  it('reads a question asked for a training or a teaching session as general', () => {
    expect(triageByRules('youth worker: how often does long-term pain lead to suicide? for a staff training')).toEqual(
      [],
    );
    expect(triageByRules('what makes a fall from height a major trauma? for our teaching workshop')).toEqual([]);
  });

  it("reads what follows a scenario or simulation being written as no one's", () => {
    expect(triageByRules('nursing lecturer: in a simulation I am designing, a roofer falls three storeys')).toEqual([]);
    expect(triageByRules('writing an OSCE scenario: patient collapses with tearing pain into the back')).toEqual([]);
  });

  it('still raises a real patient told beside a training or a scenario', () => {
    expect(
      triageByRules(
        'physio: ran a training scenario this morning; afterwards a real patient collapsed with tearing back pain',
      ),
    ).toContain('aortic-dissection');
    expect(
      triageByRules('paramedic: real call, not a scenario, he fell from scaffolding and cannot move his legs'),
    ).not.toEqual([]);
  });
});

describe('a temperature told normal in shorthand', () => {
  it("reads 'temp normal', 'temp NAD' and 'apyrexial' as no fever", () => {
    expect(triageByRules('district nurse: day 5 after his laminectomy, incision clean, temp NAD, obs stable')).toEqual(
      [],
    );
    expect(triageByRules('ward nurse: apyrexial, some back soreness after the fusion, mobilising')).toEqual([]);
    expect(triageByRules('physio: scar dry and intact after the discectomy, temps normal, can she swim?')).toEqual([]);
  });

  it('still reads a fever told after a normal reading in the same sentence', () => {
    expect(
      triageByRules(
        'carer: his temperature is normal at lunch but by teatime he is burning up with rigors, back sore since his fusion',
      ),
    ).toContain('infection-fever');
    expect(triageByRules('nurse: temp normal yesterday, today 38.8 and shivering, her low back aching')).toContain(
      'infection-fever',
    );
  });
});

describe("a cancer named by its cell in shorthand ('renal cell ca')", () => {
  it("reads 'small cell ca' and 'squamous cell ca' as a cancer", () => {
    expect(triageByRules('respiratory nurse: 64M small cell ca, new lower back pain for 1/52')).toContain(
      'cancer-history-new-spinal-pain',
    );
    expect(triageByRules('GP letter: 77F, squamous cell ca of the lung, now thoracic pain x2/52')).toContain(
      'cancer-history-new-spinal-pain',
    );
  });

  it("keeps a cell named without 'ca' ordinary", () => {
    expect(triageByRules('GP: 40M sickle cell trait, mechanical LBP x1/52 after moving house')).toEqual([]);
  });
});

describe('asking for a thing, not asking about a topic', () => {
  it('reads a request for a medicine or an appointment as no question about the symptoms told beside it', () => {
    expect(
      triageByRules(
        'pharmacist: lady on letrozole for breast cancer asking for co-codamol, her back pain is new this week',
      ),
    ).toContain('cancer-history-new-spinal-pain');
  });

  it("keeps 'asking for a friend' and 'asking for information' general", () => {
    expect(triageByRules('asking for a friend: is back pain and a lump on the spine always cancer?')).toEqual([]);
    expect(triageByRules('asking for information, can prostate cancer cause back pain at night?')).toEqual([]);
  });
});

describe('a chest tightness that the reliever inhaler takes away', () => {
  it("reads a tightness said to go or ease with an inhaler as asthma's", () => {
    expect(
      triageByRules('coach: one of my runners gets a tight chest on cold mornings, it settles with his blue inhaler'),
    ).toEqual([]);
    expect(triageByRules('PT: client says her chest tightness eases after her Ventolin, otherwise well')).toEqual([]);
  });

  it('still raises a tightness the inhaler did not ease, or one with breathlessness', () => {
    expect(triageByRules('carer: his chest is tight and heavy, not eased by his inhaler, back aching')).toContain(
      'chest-pain-with-back-pain',
    );
    expect(triageByRules('tight chest and struggling to breathe, went off a little with my inhaler')).toContain(
      'chest-pain-with-back-pain',
    );
  });
});

describe('angina named as a stable or controlled diagnosis', () => {
  it('reads stable or controlled angina as a long-standing condition, no chest pain told', () => {
    expect(triageByRules('practice nurse: 74F, controlled angina on a GTN spray, referral for neck stiffness')).toEqual(
      [],
    );
    expect(triageByRules('GP: his angina is stable on bisoprolol, wants physio for his lower back')).toEqual([]);
  });

  it('still raises unstable angina, or chest pain told beside a stable diagnosis', () => {
    expect(triageByRules('GP: 69M unstable angina, now aching through to his back')).toContain(
      'chest-pain-with-back-pain',
    );
    expect(
      triageByRules('physio: known stable angina, but chest pain at rest this morning spreading to his back'),
    ).toContain('chest-pain-with-back-pain');
  });
});

describe("a fall's height in shorthand, a number and 'm' or 'ft'", () => {
  it.each(['pt fell 4m from scaffolding, c/o back pain', 'my husband fell 12ft off the roof and his back hurts'])(
    'raises a serious accident: "%s"',
    (message) => {
      expect(triageByRules(message)).toContain('trauma-serious-accident');
    },
  );

  it.each([
    'my son fell 2 feet off the sofa, his back is a bit sore',
    'I dropped 3 m in the race rankings, back aches',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});
