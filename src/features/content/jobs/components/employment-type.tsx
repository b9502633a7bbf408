import { useIntl } from 'react-intl';
import type { EmploymentType as Type } from '../job-stories';
import { messages } from '../messages';

const LABELS = { full_time: messages.fullTime, part_time: messages.partTime } as const;

/** "Full-time" or "Part-time", in the language shown. */
export function EmploymentType({ type }: { type: Type }) {
  return <>{useIntl().formatMessage(LABELS[type])}</>;
}
