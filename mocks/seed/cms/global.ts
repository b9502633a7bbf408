/**
 * The CMS's `global/` folder: stories the site reads as data, not as pages. `global/jobs/` holds
 * the open positions, `global/expansion-stores/` the restaurants of the expansion markets (the site
 * reads their name and slug). Ids of the expansion stores are the seeded locations' ids.
 */

interface Bilingual<T> {
  en: T;
  es: T;
}

export interface GlobalStorySeed {
  slug: string;
  /** The story's name in the CMS, per language. */
  name: Bilingual<string>;
  content: Bilingual<Record<string, unknown>>;
}

const job = (
  slug: string,
  title: Bilingual<string>,
  summary: Bilingual<string>,
  employmentType: 'full_time' | 'part_time',
): GlobalStorySeed => ({
  slug: `global/jobs/${slug}`,
  name: title,
  content: {
    en: { component: 'job', title: title.en, summary: summary.en, employment_type: employmentType },
    es: { component: 'job', title: title.es, summary: summary.es, employment_type: employmentType },
  },
});

const expansionStore = (slug: string, name: string, locationId: number, state: string): GlobalStorySeed => ({
  slug: `global/expansion-stores/${slug}`,
  name: { en: name, es: name },
  content: {
    en: { component: 'expansion_store', location_id: locationId, state },
    es: { component: 'expansion_store', location_id: locationId, state },
  },
});

export const GLOBAL_STORIES: GlobalStorySeed[] = [
  job(
    'team-member',
    { en: 'Team Member', es: 'Miembro del equipo' },
    {
      en: 'Cook, bake biscuits or welcome guests at the counter and the drive-thru.',
      es: 'Cocina, hornea biscuits o recibe a los clientes en el mostrador y el autoservicio.',
    },
    'part_time',
  ),
  job(
    'shift-manager',
    { en: 'Shift Manager', es: 'Gerente de turno' },
    {
      en: 'Run a shift: lead the crew, keep the food fresh and the guests happy.',
      es: 'Dirige un turno: guía al equipo, mantén la comida fresca y a los clientes contentos.',
    },
    'full_time',
  ),
  job(
    'restaurant-general-manager',
    { en: 'Restaurant General Manager', es: 'Gerente general de restaurante' },
    {
      en: 'Lead a Henhouse restaurant, its people and its results.',
      es: 'Dirige un restaurante Henhouse, a su gente y sus resultados.',
    },
    'full_time',
  ),
  expansionStore('nashville-the-gulch', 'Nashville – The Gulch', 1038, 'TN'),
  expansionStore('louisville-fourth-street', 'Louisville – Fourth Street', 1043, 'KY'),
  expansionStore('huntington-third-avenue', 'Huntington – Third Avenue', 1045, 'WV'),
  expansionStore('birmingham-downtown', 'Birmingham – Downtown', 1047, 'AL'),
  expansionStore('hagerstown-dual-highway', 'Hagerstown – Dual Highway', 1051, 'MD'),
];
