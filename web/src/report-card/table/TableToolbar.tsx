import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import FormControlLabel from "@mui/material/FormControlLabel";
import Switch from "@mui/material/Switch";

interface Props {
  title: string;
  showScenarioToggle: boolean;
  allScenarios: boolean;
  onAllScenarios(on: boolean): void;
  onExport(format: "csv" | "xlsx" | "copy"): void;
  canRefresh: boolean;
  onRefresh(): void;
}

/** Above a table: all scenarios or the default three, exports, and Refresh Table for staff. */
export function TableToolbar(props: Props) {
  const { title, showScenarioToggle, allScenarios, onAllScenarios, onExport, canRefresh, onRefresh } = props;
  return (
    <Box
      role="toolbar"
      aria-label={`${title || "Table"} tools`}
      sx={{ display: "flex", alignItems: "center", gap: 1, flexWrap: "wrap", mb: 0.5 }}
    >
      {showScenarioToggle && (
        <FormControlLabel
          control={
            <Switch size="small" checked={allScenarios} onChange={(e) => onAllScenarios(e.target.checked)} />
          }
          label="Show all scenarios"
          slotProps={{ typography: { variant: "body2" } }}
        />
      )}
      <Box sx={{ flex: 1 }} />
      <Button size="small" onClick={() => onExport("csv")} aria-label={`Export ${title} to CSV`}>
        CSV
      </Button>
      <Button size="small" onClick={() => onExport("xlsx")} aria-label={`Export ${title} to Excel`}>
        Excel
      </Button>
      <Button size="small" onClick={() => onExport("copy")} aria-label={`Copy ${title}`}>
        Copy
      </Button>
      {canRefresh && (
        <Button size="small" variant="outlined" onClick={onRefresh}>
          Refresh Table
        </Button>
      )}
    </Box>
  );
}
