/**
 * SPEC §4/§9: how many edits a name typed or linked may be away from a product's and still find it
 * (the deep-link rule); site search tolerates the same.
 */
export const MAX_TYPO_EDIT_DISTANCE = 2;
