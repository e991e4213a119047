/**
 * The report grid's module, loaded on demand: the report card asks for it as it starts reading
 * a report on screen, so the chunk arrives with the data, while print routes never load it.
 */
export const loadReportGrid = () => import("./ReportGrid.tsx");
