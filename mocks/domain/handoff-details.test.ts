// @vitest-environment node
import { checkHandoffDetails, normalizePhone } from './handoff-details';

const contact = { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', phone: '704-555-0199' };
const fieldsOf = (check: ReturnType<typeof checkHandoffDetails>) =>
  check.ok ? [] : check.errors.map((e) => e.field);

describe('handoff details', () => {
  it('normalises phones to 10 digits, dropping a leading 1', () => {
    expect(normalizePhone('(704) 555-0199')).toBe('7045550199');
    expect(normalizePhone('+1 704 555 0199')).toBe('7045550199');
    expect(normalizePhone('17045550199')).toBe('7045550199');
    expect(normalizePhone('27045550199')).toBeUndefined();
    expect(normalizePhone('555-0199')).toBeUndefined();
  });

  it('accepts pickup details and trims them', () => {
    const check = checkHandoffDetails({ ...contact, first_name: ' Ada ', zip: '28202' }, 'pickup', false);
    expect(check).toEqual({
      ok: true,
      details: { ...contact, phone: '7045550199', address: null, city: null, zip: '28202', vehicle: null },
    });
  });

  it('names each rejected field', () => {
    expect(fieldsOf(checkHandoffDetails({ phone: 'x', zip: '123' }, 'pickup', false))).toEqual([
      'first_name',
      'last_name',
      'email',
      'phone',
      'zip',
    ]);
    expect(fieldsOf(checkHandoffDetails(contact, 'dispatch', false))).toEqual(['address', 'city']);
    expect(fieldsOf(checkHandoffDetails(contact, 'dispatch', true))).toEqual([]);
    expect(
      fieldsOf(checkHandoffDetails({ ...contact, vehicle: { make: 'Kia', model: ' ' } }, 'curbside', false)),
    ).toEqual(['vehicle.model', 'vehicle.color']);
  });
});
