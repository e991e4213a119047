import Typography from "@mui/material/Typography";

export function HomePage() {
  return (
    <Typography component="h1" variant="h4">
      Analysis
    </Typography>
  );
}
