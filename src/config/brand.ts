/**
 * The chain's name. SPEC §2 leaves it out ("welcometo{brand}", the find-a-location prompt); one
 * place holds it so a rename is one edit.
 */
export const BRAND = { name: 'Henhouse', slug: 'henhouse' } as const;
