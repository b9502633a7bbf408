/**
 * The round-up campaign the donations call is made for. The contract has no call that lists
 * campaigns, so the one campaign the site runs is configured here.
 */
export const ROUND_UP_CAMPAIGN_ID = 1;
