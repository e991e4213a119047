/**
 * A report's NII year the package does not have (a link's ?year=, GraphQL's `year`, the REST
 * path's /year/): the api refuses it with this text and the web says it before asking, so a
 * reader meets one sentence wherever the year came from. It names the page (its description),
 * since on a phone the list that would show it is closed.
 */
export const niiYearNotInPackageText = (page: string, niiYears: number, year: number) =>
  `${page}: this package has ${niiYears} ${niiYears === 1 ? "year" : "years"} of NII; year ${year} is not in it.`;

/** What to do instead: the years there are. */
export const niiYearChoiceText = (niiYears: number) =>
  niiYears === 1 ? "Open year 1." : `Open one of years 1 to ${niiYears}.`;

/** A year asked of a page without NII years (one entry): the api and the gateway say it alike. */
export const notNiiPageText = (page: string, year: number) =>
  `${page} is not an NII page: it has no years, so year ${year} is not one of its years.`;
