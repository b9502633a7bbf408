import fc from 'fast-check';
import {
  caretAfterDigits,
  countDigits,
  formatPhoneForDisplay,
  isCompletePhone,
  isCompleteZip,
  maskPhone,
  maskZip,
  normalizePhone,
} from './masks';

describe('zip mask', () => {
  it('keeps digits only, at most 5', () => {
    expect(maskZip('28202-1234')).toBe('28202');
    expect(maskZip(' 2a8b2 ')).toBe('282');
  });

  it('never throws and never gives more than 5 digits, whatever is typed or pasted', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (raw) => {
        expect(maskZip(raw)).toMatch(/^\d{0,5}$/);
      }),
    );
  });

  it('leaves an already-masked zip as it is', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        expect(maskZip(maskZip(raw))).toBe(maskZip(raw));
      }),
    );
  });

  it('calls a zip complete only at exactly 5 digits', () => {
    expect(isCompleteZip('28202')).toBe(true);
    expect(isCompleteZip('2820')).toBe(false);
    expect(isCompleteZip('282021')).toBe(false);
  });
});

describe('phone', () => {
  it('strips a leading +1 from the phone', () => {
    expect(normalizePhone('+1 704-555-0100')).toBe('7045550100');
  });

  it('strips a leading 1 from the phone', () => {
    expect(normalizePhone('17045550100')).toBe('7045550100');
  });

  it('strips everything that is not a digit', () => {
    expect(normalizePhone('(704) 555.0100')).toBe('7045550100');
  });

  it('is typed as ###-###-####', () => {
    expect(maskPhone('704')).toBe('704');
    expect(maskPhone('7045')).toBe('704-5');
    expect(maskPhone('704555010')).toBe('704-555-010');
    expect(maskPhone('7045550100')).toBe('704-555-0100');
  });

  it('never starts a typed number with 1, which no area code does', () => {
    expect(maskPhone('1')).toBe('');
    expect(maskPhone('11704')).toBe('704');
  });

  it('stops at 10 digits and drops a pasted country code', () => {
    expect(maskPhone('70455501009999')).toBe('704-555-0100');
    expect(maskPhone('+1 (704) 555-0100')).toBe('704-555-0100');
  });

  it('never throws and always fits ###-###-####, whatever is typed or pasted', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (raw) => {
        expect(maskPhone(raw)).toMatch(/^(\d{1,3}(-\d{1,3}(-\d{1,4})?)?)?$/);
      }),
    );
  });

  it('leaves an already-masked phone as it is', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        expect(maskPhone(maskPhone(raw))).toBe(maskPhone(raw));
      }),
    );
  });

  it('is displayed as (###) ###-####', () => {
    expect(formatPhoneForDisplay('7045550100')).toBe('(704) 555-0100');
    expect(formatPhoneForDisplay('+17045550100')).toBe('(704) 555-0100');
  });

  it('shows an incomplete number as it was given', () => {
    expect(formatPhoneForDisplay('704555')).toBe('704555');
  });

  it('calls a phone complete at 10 digits after the country code', () => {
    expect(isCompletePhone('704-555-0100')).toBe(true);
    expect(isCompletePhone('1-704-555-0100')).toBe(true);
    expect(isCompletePhone('704-555-010')).toBe(false);
  });
});

describe('caret position after masking', () => {
  it('stays after the same digit when the mask adds a dash before it', () => {
    // Typing "5" after "704" in "704|" gives "7045" -> "704-5": the caret goes after the 5.
    expect(caretAfterDigits('704-5', countDigits('7045'))).toBe(5);
  });

  it('stays in the middle of the number when a digit is typed there', () => {
    // "704-5|55-0100" with a 9 typed after the 5: the caret follows the 9, not the end.
    const typed = '704-59|55-0100';
    const caret = typed.indexOf('|');
    const masked = maskPhone(typed.replace('|', ''));
    expect(masked).toBe('704-595-5010');
    expect(caretAfterDigits(masked, countDigits(typed.slice(0, caret)))).toBe(6);
  });

  it('goes to the start with no digits before it and to the end past the last digit', () => {
    expect(caretAfterDigits('704-555', 0)).toBe(0);
    expect(caretAfterDigits('704', 9)).toBe(3);
  });
});
