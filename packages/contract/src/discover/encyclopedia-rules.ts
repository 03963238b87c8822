/** The encyclopedia's fixed values, apart from its schemas so a page that names them loads no zod. */
export const GEOLOGIC_PERIODS = ['triassic', 'jurassic', 'cretaceous'] as const;
export type GeologicPeriod = (typeof GEOLOGIC_PERIODS)[number];

/**
 * Millions of years ago, from the International Chronostratigraphic Chart (v2023/09): a period
 * starts at `from` and ends at `to`. An animal's time must lie inside its period.
 */
export const PERIOD_SPANS: Record<GeologicPeriod, { from: number; to: number }> = {
  triassic: { from: 251.9, to: 201.4 },
  jurassic: { from: 201.4, to: 145 },
  cretaceous: { from: 145, to: 66 },
};

export const DIETS = ['herbivore', 'carnivore', 'omnivore', 'piscivore'] as const;
export type Diet = (typeof DIETS)[number];

/** Pterosaurs and sea reptiles lived beside the dinosaurs but were not dinosaurs: say so. */
export const ANIMAL_GROUPS = ['dinosaur', 'pterosaur', 'marine-reptile'] as const;
export type AnimalGroup = (typeof ANIMAL_GROUPS)[number];
