/*
 * Clinical shorthand in handover notes, referrals and care-home notes: abbreviations for both sides and the limbs
 * ('B/L', 'bilat', 'LL', 'UL'), for clinical words ('incont', 'wt', 'immunosupp', 'MTX', 'pred'), for suicidal
 * ideation ('SI', not the SI joint), and findings told in a note's order ('PR tone reduced'). Each reading keeps its
 * look-alike ordinary: the same shorthand screened negative, stable or about something else.
 */
import { triageByRules } from '../../domain/triage/triage-message';

describe("both sides and the limbs in a note's shorthand", () => {
  it("reads 'B/L', 'bilat' and 'LL' as both legs", () => {
    expect(triageByRules('nurse: B/L LL tingling with his LBP, came on overnight')).toContain('cauda-equina-both-legs');
    expect(triageByRules('ambulance crew: pt has bilat leg numbness, lumbar pain since lifting')).toContain(
      'cauda-equina-both-legs',
    );
    expect(triageByRules('referral: weakness in both LL for 3 days, back pain')).toContain('cauda-equina-both-legs');
  });

  it('keeps both legs examined and found normal, and a side named alone, ordinary', () => {
    expect(triageByRules('o/e B/L LL reflexes and sensation normal, mechanical LBP')).toEqual([]);
    expect(triageByRules('hip ache B/L, known OA, unchanged')).toEqual([]);
  });
});

describe("clinical words cut short in a note: 'incont', 'wt', 'immunosupp', 'MTX', 'pred'", () => {
  it('reads each as the word it stands for', () => {
    expect(triageByRules('care home: resident newly incont of urine since Tuesday, back bad')).toContain(
      'cauda-equina-bladder',
    );
    expect(triageByRules('GP: 61M LBP for 8 weeks and wt loss he cannot explain')).toContain('cancer-weight-loss');
    expect(triageByRules('nurse: pt immunosupp after transplant, now new thoracic pain')).toContain(
      'infection-risk-factors',
    );
    expect(triageByRules('referral: 55F on MTX for psoriasis, new severe back pain this week')).toContain(
      'infection-risk-factors',
    );
    expect(triageByRules('carer: 81M on long-term pred, stumbled in the kitchen, now sharp back pain')).toContain(
      'trauma-fragile-bones',
    );
  });

  it('keeps the same words told stable, or asked about, ordinary', () => {
    expect(triageByRules('GP: wt steady, appetite good, LBP after DIY')).toEqual([]);
    expect(triageByRules('pharmacist: can he take co-codamol alongside his MTX?')).toEqual([]);
  });
});

describe("'SI' in a note as suicidal ideation, not the sacroiliac joint", () => {
  it("reads 'SI' told of a patient as thoughts of ending their life", () => {
    expect(triageByRules('practice nurse: she reported SI at review this morning, back pain for months')).toContain(
      'self-harm-thoughts',
    );
    expect(triageByRules('handover: active SI, intends to act tonight, has stockpiled tablets')).toContain(
      'self-harm-immediate-danger',
    );
  });

  it('keeps the SI joint, an SI side or place, and SI denied, ordinary', () => {
    expect(triageByRules('physio: R SI jt stiff, mobilised, good response')).toEqual([]);
    expect(triageByRules('ache across the SI after a long drive')).toEqual([]);
    expect(triageByRules('GP: low mood, denies SI, LBP improving with physio')).toEqual([]);
  });
});

describe("an examination's finding in a note's order: the sphincter's tone or the saddle's sensation reduced", () => {
  it('reads the tone or sensation named before or after its finding', () => {
    expect(triageByRules('ED note: anal tone lax on PR, back pain with sciatica')).toContain('cauda-equina-bowel');
    expect(triageByRules('on exam diminished PR tone, acute LBP')).toContain('cauda-equina-bowel');
    expect(triageByRules('GP: impaired perineal sensation noted today, LBP for a week')).toContain(
      'cauda-equina-saddle-numbness',
    );
  });

  it('keeps the same findings told normal or intact ordinary', () => {
    expect(triageByRules('ED note: PR tone good, perineal sensation intact, mechanical LBP')).toEqual([]);
    expect(triageByRules('o/e anal sensation normal, discharged with advice')).toEqual([]);
  });
});

describe("a wound told as self-inflicted, a note's word for self-harm", () => {
  it('reads self-inflicted cuts or burns, before or after the word, as someone who has harmed themselves', () => {
    expect(triageByRules('paramedic: 27M self-inflicted cuts to L forearm, still oozing blood')).toContain(
      'self-harm-immediate-danger',
    );
    expect(triageByRules('care home: burns on her hands this evening, self-inflicted per staff')).toContain(
      'self-harm-immediate-danger',
    );
  });

  it('keeps healed scars and a past history of them ordinary', () => {
    expect(triageByRules('nurse: faded self-inflicted scars on both arms, LBP referral only')).toEqual([]);
    expect(triageByRules('PMH: self-inflicted injuries in her twenties, well for years, neck pain')).toEqual([]);
  });
});

describe("a fall on an outstretched hand ('FOOSH'), a step felt at a vertebra's level, pain escalating", () => {
  it('raises a worsening injury: "pt FOOSH 3/7 ago, now LBP escalating, step palpable at L1"', () => {
    expect(triageByRules('pt FOOSH 3/7 ago, now LBP escalating, step palpable at L1')).toContain(
      'trauma-deformity-or-worsening-pain',
    );
  });

  it.each(['MRI showed wear and tear at C6, no arm symptoms, stable for years', 'FOOSH last year, wrist fine now'])(
    'is no alarm: "%s"',
    (message) => {
      expect(triageByRules(message)).toEqual([]);
    },
  );
});
