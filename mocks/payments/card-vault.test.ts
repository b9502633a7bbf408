// @vitest-environment node
import { issuePaymentToken } from '../domain/payments';
import { createMemoryVault, VAULT_MESSAGES } from './card-vault';
import { cardFieldProblems } from './test-cards';

const at = new Date('2026-02-16T17:00:00Z');
const card = { number: '4242 4242 4242 4242', expiry: '08/29', cvc: '123', zip: '28202' };

describe('the hosted form’s format checks', () => {
  it('accepts a Luhn-valid number, an expiry from this month on, a 3–4 digit code and a 5-digit zip', () => {
    expect(cardFieldProblems(card, at)).toEqual([]);
    expect(cardFieldProblems({ ...card, expiry: '02/26', cvc: '1234' }, at)).toEqual([]);
  });

  it('names every field that is not plausible', () => {
    expect(
      cardFieldProblems({ number: '4242 4242 4242 4241', expiry: '01/26', cvc: '12', zip: '2820' }, at),
    ).toEqual(['number', 'expiry', 'cvc', 'zip']);
    expect(cardFieldProblems({ ...card, number: '4242', expiry: '13/30' }, at)).toEqual(['number', 'expiry']);
  });
});

describe('the provider’s card vault', () => {
  it('binds a card to a live token, keeping only brand, last 4 and expiry', async () => {
    const vault = createMemoryVault();
    const { token } = await vault.issue('c186a39e-d479-4422-9c4a-d9b10f687c80', at);
    expect(vault.bind(token, card, at)).toEqual({
      status: 'approved',
      card: { brand: 'Visa', last4: '4242', expMonth: 8, expYear: 2029 },
    });
    const charged = await vault.charge(token, at);
    expect(charged).toEqual({
      brand: 'Visa',
      last4: '4242',
      expMonth: 8,
      expYear: 2029,
      outcome: 'approved',
    });
    expect(JSON.stringify(charged)).not.toContain('4242 4242');
  });

  it('charges a token once; until then another card may replace the first, never after', async () => {
    const vault = createMemoryVault();
    const { token } = await vault.issue('c186a39e-d479-4422-9c4a-d9b10f687c80', at);
    vault.bind(token, card, at);
    expect(vault.bind(token, { ...card, number: '5555 5555 5555 4444' }, at).status).toBe('approved');
    expect((await vault.charge(token, at))?.last4).toBe('4444');
    expect(await vault.charge(token, at)).toBeUndefined();
    expect(vault.bind(token, card, at)).toEqual({ status: 'failed', message: VAULT_MESSAGES.token });
  });

  it('refuses a token it did not issue, or an expired one, and reports invalid fields', async () => {
    const vault = createMemoryVault();
    expect(vault.bind('pt_1_2_3', card, at).status).toBe('failed');
    const { token } = await vault.issue(
      'c186a39e-d479-4422-9c4a-d9b10f687c80',
      new Date(at.getTime() - 16 * 60_000),
    );
    expect(vault.bind(token, card, at).status).toBe('failed');
    const live = (await vault.issue('c186a39e-d479-4422-9c4a-d9b10f687c80', at)).token;
    expect(vault.bind(live, { ...card, cvc: '1' }, at)).toEqual({ status: 'invalid', fields: ['cvc'] });
  });

  it('remembers what a charge of each documented test card does', async () => {
    const vault = createMemoryVault();
    const outcomes: Record<string, string> = {
      '4242424242424242': 'approved',
      '4000000000009995': 'insufficient_funds',
      '4000000000000127': 'incorrect_cvc',
      '4000000000000069': 'expired_card',
      '5555555555554444': 'approved',
    };
    for (const [number, outcome] of Object.entries(outcomes)) {
      const { token } = await vault.issue('c186a39e-d479-4422-9c4a-d9b10f687c80', at);
      vault.bind(token, { ...card, number }, at);
      expect((await vault.charge(token, at))?.outcome).toBe(outcome);
    }
  });

  it('binds nothing to a well-shaped token it did not issue, and keeps nothing of it', () => {
    const vault = createMemoryVault();
    const forged = issuePaymentToken('c186a39e-d479-4422-9c4a-d9b10f687c80', at).token;
    expect(vault.bind(forged, card, at)).toEqual({ status: 'failed', message: VAULT_MESSAGES.token });
    const huge = `${forged}${'x'.repeat(900_000)}`;
    for (let n = 0; n < 150; n += 1) expect(vault.bind(`${huge}${n}`, card, at).status).toBe('failed');
    expect(vault.size).toBe(0);
  });

  it('forgets a token after its 15-minute life, bound or not, and never charges it after', async () => {
    let machineClock = 0;
    const vault = createMemoryVault(() => machineClock);
    const { token } = await vault.issue('c186a39e-d479-4422-9c4a-d9b10f687c80', at);
    await vault.issue('c186a39e-d479-4422-9c4a-d9b10f687c80', at);
    expect(vault.bind(token, card, at).status).toBe('approved');
    expect(vault.size).toBe(2);
    const twentyMinutesLater = new Date(at.getTime() + 20 * 60_000);
    expect(await vault.charge(token, twentyMinutesLater)).toBeUndefined();
    machineClock += 15 * 60_000;
    expect(vault.size).toBe(0);
    expect(await vault.charge(token, at)).toBeUndefined();
  });
});
