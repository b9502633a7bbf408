import type { Member } from '../../api/generated/model';
import { normalizeMember, normalizeMemberPhone } from './normalize-member';

const member: Member = {
  id: 5001,
  first_name: 'Bo',
  last_name: 'Whitfield',
  email: 'demo@example.com',
  phone: '+17045550142',
  optin: true,
  optin_sms: false,
};

describe('member phone normalisation (SPEC §3)', () => {
  it('strips a leading +1', () => {
    expect(normalizeMemberPhone('+17045550142')).toBe('7045550142');
  });

  it('strips a leading 1', () => {
    expect(normalizeMemberPhone('17045550142')).toBe('7045550142');
  });

  it('keeps a 10-digit phone as it is', () => {
    expect(normalizeMemberPhone('7045550142')).toBe('7045550142');
  });

  it('keeps a missing phone missing', () => {
    expect(normalizeMemberPhone(null)).toBeNull();
    expect(normalizeMemberPhone(undefined)).toBeUndefined();
    expect(normalizeMemberPhone('')).toBe('');
  });

  it('normalises the phone of a member and leaves every other field alone', () => {
    expect(normalizeMember(member)).toEqual({ ...member, phone: '7045550142' });
  });
});
