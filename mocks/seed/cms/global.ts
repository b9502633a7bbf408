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

interface JobSeed {
  title: Bilingual<string>;
  /** One line for the lists of positions. */
  summary: Bilingual<string>;
  /** What the work is and who fits it, for the position's own page. */
  description: Bilingual<string>;
  employmentType: 'full_time' | 'part_time';
}

const job = (slug: string, { title, summary, description, employmentType }: JobSeed): GlobalStorySeed => ({
  slug: `global/jobs/${slug}`,
  name: title,
  content: {
    en: {
      component: 'job',
      title: title.en,
      summary: summary.en,
      description: description.en,
      employment_type: employmentType,
    },
    es: {
      component: 'job',
      title: title.es,
      summary: summary.es,
      description: description.es,
      employment_type: employmentType,
    },
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
  job('team-member', {
    title: { en: 'Team Member', es: 'Miembro del equipo' },
    summary: {
      en: 'Cook, bake biscuits or welcome guests at the counter and the drive-thru.',
      es: 'Cocina, hornea biscuits o recibe a los clientes en el mostrador y el autoservicio.',
    },
    description: {
      en: 'Team Members keep a restaurant running: taking orders with a smile, packing them right and keeping the dining room spotless. No experience needed; we train you on every station and schedules bend around school and family.',
      es: 'Los miembros del equipo mantienen el restaurante en marcha: toman pedidos con una sonrisa, los preparan bien y mantienen el comedor impecable. No necesitas experiencia; te formamos en cada puesto y los horarios se adaptan a tus estudios y tu familia.',
    },
    employmentType: 'part_time',
  }),
  job('biscuit-maker', {
    title: { en: 'Biscuit Maker', es: 'Panadero de biscuits' },
    summary: {
      en: 'Make our biscuits from scratch, every twenty minutes, from before sunrise.',
      es: 'Prepara nuestros biscuits desde cero, cada veinte minutos, desde antes del amanecer.',
    },
    description: {
      en: 'Biscuit Makers start the day: mixing, rolling and cutting the dough by hand so every guest gets a warm biscuit. You like early mornings, precise recipes and seeing a tray come out golden.',
      es: 'Los panaderos de biscuits empiezan el día: mezclan, estiran y cortan la masa a mano para que cada cliente reciba un biscuit caliente. Te gustan las mañanas tempranas, las recetas precisas y ver salir una bandeja dorada.',
    },
    employmentType: 'full_time',
  }),
  job('cook', {
    title: { en: 'Cook', es: 'Cocinero' },
    summary: {
      en: 'Bread and fry our chicken to the recipe, fresh all day long.',
      es: 'Empaniza y fríe nuestro pollo según la receta, fresco todo el día.',
    },
    description: {
      en: 'Cooks marinate, bread and fry our chicken in small batches and prepare the sides, following the recipe and food-safety rules to the letter. You stay calm when the rush comes.',
      es: 'Los cocineros marinan, empanizan y fríen nuestro pollo en tandas pequeñas y preparan los acompañamientos, siguiendo al pie de la letra la receta y las normas de seguridad alimentaria. Mantienes la calma cuando llega la hora punta.',
    },
    employmentType: 'part_time',
  }),
  job('shift-manager', {
    title: { en: 'Shift Manager', es: 'Gerente de turno' },
    summary: {
      en: 'Run a shift: lead the crew, keep the food fresh and the guests happy.',
      es: 'Dirige un turno: guía al equipo, mantén la comida fresca y a los clientes contentos.',
    },
    description: {
      en: 'Shift Managers lead the crew through a shift: placing people on stations, checking quality and speed, handling the cash and solving what comes up. A year of restaurant or retail experience helps.',
      es: 'Los gerentes de turno guían al equipo durante el turno: asignan los puestos, vigilan la calidad y la rapidez, gestionan la caja y resuelven lo que surja. Ayuda tener un año de experiencia en restaurantes o comercio.',
    },
    employmentType: 'full_time',
  }),
  job('assistant-general-manager', {
    title: { en: 'Assistant General Manager', es: 'Subgerente general' },
    summary: {
      en: 'Help run the restaurant: schedules, training, ordering and results.',
      es: 'Ayuda a dirigir el restaurante: horarios, formación, pedidos y resultados.',
    },
    description: {
      en: 'Assistant General Managers share the running of the restaurant with its General Manager: building schedules, training new team members, ordering supplies and watching the numbers. It is the step before leading a restaurant of your own.',
      es: 'Los subgerentes generales comparten la dirección del restaurante con su gerente general: preparan los horarios, forman a los nuevos miembros del equipo, piden los suministros y siguen las cifras. Es el paso previo a dirigir tu propio restaurante.',
    },
    employmentType: 'full_time',
  }),
  job('restaurant-general-manager', {
    title: { en: 'Restaurant General Manager', es: 'Gerente general de restaurante' },
    summary: {
      en: 'Lead a Henhouse restaurant, its people and its results.',
      es: 'Dirige un restaurante Henhouse, a su gente y sus resultados.',
    },
    description: {
      en: 'Restaurant General Managers lead a whole restaurant: hiring and growing the team, keeping our standards and answering for its sales and costs. Several years of restaurant management are expected.',
      es: 'Los gerentes generales de restaurante dirigen un restaurante entero: contratan y hacen crecer al equipo, mantienen nuestros estándares y responden de sus ventas y costes. Se esperan varios años de experiencia en gestión de restaurantes.',
    },
    employmentType: 'full_time',
  }),
  expansionStore('nashville-the-gulch', 'Nashville – The Gulch', 1038, 'TN'),
  expansionStore('louisville-fourth-street', 'Louisville – Fourth Street', 1043, 'KY'),
  expansionStore('huntington-third-avenue', 'Huntington – Third Avenue', 1045, 'WV'),
  expansionStore('birmingham-downtown', 'Birmingham – Downtown', 1047, 'AL'),
  expansionStore('hagerstown-dual-highway', 'Hagerstown – Dual Highway', 1051, 'MD'),
];
