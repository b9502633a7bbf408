import { z } from 'zod/mini';
import { translatedField, type SiteDataFile } from '../../../api/site-data';

const stateEntrySchema = z.object({
  state: z.string().check(z.minLength(1)),
  name: z.string().check(z.minLength(1)),
});

/**
 * A state's name by its code, from the `locations` site data file, in the language shown. None when
 * the file is broken (`null`) or still loading: the directory then shows the code, as it says.
 */
export function stateNamesOf(
  file: SiteDataFile | null | undefined,
  locale: string,
): ReadonlyMap<string, string> {
  const names = new Map<string, string>();
  for (const entry of file?.entries ?? []) {
    const parsed = stateEntrySchema.safeParse(entry);
    if (parsed.success)
      names.set(parsed.data.state, translatedField({ ...entry, ...parsed.data }, 'name', locale));
  }
  return names;
}
