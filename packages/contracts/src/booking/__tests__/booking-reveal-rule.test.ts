import { BOOKING_FIELD_RULES, BOOKING_REVEALS, type BookingFieldName } from '../booking-fields';
import { withoutUnrevealedDetails } from '../booking-reveal-rule';

/** Every field filled, named the form's way, with the given answers. */
const filledForm = (answers: Record<string, string>) => ({
  ...Object.fromEntries(Object.keys(BOOKING_FIELD_RULES).map((name) => [name, `typed ${name}`])),
  ...answers,
});

const toWire = (values: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(values).map(([name, value]) => [BOOKING_FIELD_RULES[name as BookingFieldName].wire, value]),
  );

const detailsOf = (answer: keyof typeof BOOKING_REVEALS): readonly string[] => BOOKING_REVEALS[answer].fields;

describe('withoutUnrevealedDetails', () => {
  it('removes every detail whose answer is another or missing, and keeps every other field', () => {
    const values = filledForm({ insurance: 'without', hadPreviousScans: '' });
    const kept = withoutUnrevealedDetails(values, 'form');
    const hidden = [...detailsOf('insurance'), ...detailsOf('hadPreviousScans')];
    expect(hidden.filter((name) => Object.hasOwn(kept, name))).toEqual([]);
    expect(Object.keys(kept)).toEqual(Object.keys(values).filter((name) => !hidden.includes(name)));
  });

  it('keeps the details of the answer that reveals them', () => {
    const values = filledForm({ insurance: 'with', hadPreviousScans: 'no' });
    const kept = withoutUnrevealedDetails(values, 'form');
    for (const name of detailsOf('insurance')) expect(kept).toHaveProperty(name, `typed ${name}`);
    for (const name of detailsOf('hadPreviousScans')) expect(kept).not.toHaveProperty(name);
  });

  it('reads a request body by its own names', () => {
    const body = toWire(filledForm({ insurance: 'without', hadPreviousScans: 'yes' }));
    const kept = withoutUnrevealedDetails(body, 'wire');
    expect(kept).not.toHaveProperty('membership_number');
    expect(kept).not.toHaveProperty('insurance_provider');
    expect(kept).toHaveProperty('previous_scan_hospital', 'typed previousScanHospital');
    expect(kept).toHaveProperty('first_name', 'typed firstName');
  });

  it('leaves unknown names for the schema to refuse, as own properties only', () => {
    const kept = withoutUnrevealedDetails(JSON.parse('{"__proto__":"x","extra":"y","insurance":"with"}'), 'wire');
    expect(Object.getPrototypeOf(kept)).toBe(Object.prototype);
    expect(Object.keys(kept)).toEqual(['__proto__', 'extra', 'insurance']);
  });
});
