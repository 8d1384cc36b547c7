/**
 * The worker safety briefing's points, in order (20 points, work above 2 m is
 * work at height, a work surface at least 60 cm wide). Their texts are in the safety-briefing
 * catalogs under points.
 */
export const BRIEFING_POINTS = [
  'entry',
  'ppe',
  'taskPpe',
  'heightWork',
  'harness',
  'platformWidth',
  'scaffoldTag',
  'ladders',
  'openings',
  'liftedLoads',
  'machinery',
  'electricity',
  'excavations',
  'housekeeping',
  'fire',
  'emergency',
  'reporting',
  'alcohol',
  'heat',
  'instructions',
] as const;
