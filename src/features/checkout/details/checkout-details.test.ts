import {
  emptyDetails,
  maskedPhone,
  serverFieldErrors,
  toHandoffDetails,
  validateDetails,
} from './checkout-details';

const contact = {
  ...emptyDetails,
  first_name: 'Bo',
  last_name: 'Whitfield',
  email: 'bo@example.com',
  phone: '704-555-0142',
};

describe('checkout details (SPEC §3 handoff details, §5 masks)', () => {
  it('needs name, a valid e-mail and a 10-digit phone for every handoff', () => {
    expect(validateDetails(contact, 'pickup')).toEqual({});
    expect(
      validateDetails({ ...contact, first_name: ' ', email: 'bo@', phone: '704-555' }, 'pickup'),
    ).toEqual({
      first_name: 'required',
      email: 'email',
      phone: 'phone',
    });
  });

  it('needs the vehicle for curbside and street, city and a 5-digit zip for delivery', () => {
    expect(validateDetails(contact, 'curbside')).toEqual({
      make: 'required',
      model: 'required',
      color: 'required',
    });
    expect(validateDetails({ ...contact, address: '1 Main St', zip: '282' }, 'dispatch')).toEqual({
      city: 'required',
      zip: 'zip',
    });
  });

  it('sends the phone as 10 digits and the vehicle only for curbside', () => {
    const curbside = toHandoffDetails({ ...contact, make: 'Ford', model: 'F-150', color: 'Red' }, 'curbside');
    expect(curbside).toMatchObject({
      phone: '7045550142',
      vehicle: { make: 'Ford', model: 'F-150', color: 'Red' },
    });
    expect(toHandoffDetails(contact, 'pickup').vehicle).toBeNull();
  });

  it('masks a stored phone as ###-###-####, dropping a leading 1 or +1', () => {
    expect(maskedPhone('+17045550142')).toBe('704-555-0142');
    expect(maskedPhone('17045550142')).toBe('704-555-0142');
    expect(maskedPhone(null)).toBe('');
  });

  it("maps the server's field errors (address, city, zip, phone) onto the form", () => {
    expect(
      serverFieldErrors([
        { message: 'Bad zip', field: 'zip' },
        { message: 'Bad phone', field: 'phone' },
        { message: 'Bad make', field: 'vehicle.make' },
        { message: 'No field' },
      ]),
    ).toEqual({ zip: 'Bad zip', phone: 'Bad phone', make: 'Bad make' });
    expect(serverFieldErrors('oops')).toEqual({});
  });
});
