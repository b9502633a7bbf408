import type { Donation } from '../../src/api/generated/model';
import { formatUsd, roundCents } from './money';

/** Round-up donation campaigns the mock backend accepts (the contract has no call that lists them). */
export const DONATION_CAMPAIGNS: readonly { id: number; label: string }[] = [
  { id: 1, label: 'Foundation Round Up' },
];

/** A round-up is the gap to the next whole dollar, so at most 1.00 (SPEC §4). */
export const MAX_ROUND_UP = 1;

export const donationAmountMessage = `Round-up donations must be between ${formatUsd(0.01)} and ${formatUsd(MAX_ROUND_UP)}.`;

export const findCampaign = (id: number) => DONATION_CAMPAIGNS.find((campaign) => campaign.id === id);

/** Whether an amount can be given: cents only, 0 (removes the donation) up to the round-up maximum. */
export const isAcceptedDonation = (amount: number): boolean =>
  amount >= 0 && amount <= MAX_ROUND_UP && roundCents(amount) === amount;

/** The order's donations after setting one campaign's amount (0 removes it). */
export function withDonation(donations: readonly Donation[], id: number, amount: number): Donation[] {
  const others = donations.filter((donation) => donation.id !== id);
  const label = findCampaign(id)?.label;
  return amount === 0 ? others : [...others, { id, amount: roundCents(amount), ...(label ? { label } : {}) }];
}
