import * as z from 'zod/mini';
import * as careers from '../../src/api/generated/zod/careers/careers.zod';
import * as content from '../../src/api/generated/zod/content/content.zod';
import * as donations from '../../src/api/generated/zod/donations/donations.zod';
import * as engagement from '../../src/api/generated/zod/engagement/engagement.zod';
import * as forms from '../../src/api/generated/zod/forms/forms.zod';
import * as locations from '../../src/api/generated/zod/locations/locations.zod';
import * as members from '../../src/api/generated/zod/members/members.zod';
import * as menus from '../../src/api/generated/zod/menus/menus.zod';
import * as orders from '../../src/api/generated/zod/orders/orders.zod';
import * as rewards from '../../src/api/generated/zod/rewards/rewards.zod';
import * as upsells from '../../src/api/generated/zod/upsells/upsells.zod';
import { ErrorBody } from '../../src/api/generated/zod/schemas/errorBody.zod';

const generated: Record<string, unknown> = {
  ...careers,
  ...content,
  ...donations,
  ...engagement,
  ...forms,
  ...locations,
  ...members,
  ...menus,
  ...orders,
  ...rewards,
  ...upsells,
};

/** The generated zod schema of an operation's success body (`<OperationId>Response`). */
export function successSchemaOf(operationId: string): z.core.$ZodType | undefined {
  const name = `${operationId[0]?.toUpperCase()}${operationId.slice(1)}Response`;
  return generated[name] as z.core.$ZodType | undefined;
}

/** Every error status answers the contract's ErrorBody. */
export const errorSchema: z.core.$ZodType = ErrorBody;
