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
}

const ExportsContext = createContext<Registry | null>(null);

/** The tables of one report, so that they can be exported together. */
export function TableExportsProvider({
  heading,
  children,
}: {
  heading: readonly string[];
  children: ReactNode;
}) {
  const tables = useRef(new Set<TableExporter>());
  // Read when a table is exported: the registry stays the same object as the report arrives.
  const shownHeading = useRef(heading);
  useEffect(() => {
    shownHeading.current = heading;
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
