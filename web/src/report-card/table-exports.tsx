import { downloadBaseName } from "@alm/formats";
import { createContext, useContext, useEffect, useMemo, useRef, type ReactNode } from "react";

export type ExportFormat = "csv" | "xlsx";

/** One table of the report card, as the card-level export sees it. */
export interface TableExporter {
  title: string;
  export(format: ExportFormat): void;
}

interface Registry {
  register(exporter: TableExporter): () => void;
  list(): TableExporter[];
  /** The report's title and subtitle, atop each exported workbook: a table alone says whose and when. */
  heading: readonly string[];
  /** A table's download name without extension: 'Analysis-RFCU-2021-12-31-Liquidity Sources'. */
  fileName(title: string): string;
}

/** Whose report and of when: what the product's download names carry. */
export interface ExportSubject {
  clientAcronym: string;
  asOfDate: string;
}

const ExportsContext = createContext<Registry | null>(null);

/** The tables of one report, so that they can be exported together. */
export function TableExportsProvider({
  heading,
  subject,
  children,
}: {
  heading: readonly string[];
  subject: ExportSubject | null;
  children: ReactNode;
}) {
  const tables = useRef(new Set<TableExporter>());
  // Read when a table is exported: the registry stays the same object as the report arrives.
  const shownHeading = useRef(heading);
  const shownSubject = useRef(subject);
  useEffect(() => {
    shownHeading.current = heading;
    shownSubject.current = subject;
  });
  const registry = useMemo<Registry>(
    () => ({
      register: (exporter) => {
        tables.current.add(exporter);
        return () => tables.current.delete(exporter);
      },
      list: () => [...tables.current],
      get heading() {
        return shownHeading.current;
      },
      fileName: (title) =>
        downloadBaseName(
          shownSubject.current?.clientAcronym ?? "",
          shownSubject.current?.asOfDate ?? null,
          title,
        ),
    }),
    [],
  );
  return <ExportsContext.Provider value={registry}>{children}</ExportsContext.Provider>;
}

export function useTableExports(): Registry | null {
  return useContext(ExportsContext);
}

/** A table offers its export to the card while it is on screen. */
export function useRegisterTableExport(exporter: TableExporter) {
  const registry = useContext(ExportsContext);
  const current = useRef(exporter);
  useEffect(() => {
    current.current = exporter;
  });
  useEffect(() => {
    if (!registry) return;
    return registry.register({
      get title() {
        return current.current.title;
      },
      export: (format) => current.current.export(format),
    });
  }, [registry]);
}
