import type { Member } from '../../api/generated/model';
import { normalizePhone } from '../../lib/masks';

/** SPEC §3: a leading 1 or +1 is stripped from the member's phone on load; no phone stays none. */
export function normalizeMemberPhone(phone: string | null | undefined): string | null | undefined {
  if (phone === null || phone === undefined || phone.trim() === '') return phone;
  return normalizePhone(phone);
}

/** The member as the site shows and edits it: the server's record with the phone normalised. */
export const normalizeMember = (member: Member): Member => ({
  ...member,
  phone: normalizeMemberPhone(member.phone),
});
