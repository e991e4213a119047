/** The what-if screen on a report definition's base data set (its id or number). */
export const whatIfPath = (definitionId: string | number) =>
  `/whatif?definition=${encodeURIComponent(String(definitionId))}`;
