import { Navigate } from "react-router";
import Box from "@mui/material/Box";
import CircularProgress from "@mui/material/CircularProgress";
import { useSelectedClient } from "../lib/selected-client.ts";
import { StaffHome } from "./StaffHome.tsx";

/** Home: staff manage a client here; everyone else goes to their reports (spec section 6). */
export default function HomePage() {
  const selected = useSelectedClient();
  if (selected.loading)
    return (
      <Box sx={{ display: "grid", placeItems: "center", py: 8 }}>
        <CircularProgress aria-label="Loading" />
      </Box>
    );
  if (!selected.canViewAllClients) return <Navigate to="/reports" replace />;
  return <StaffHome selected={selected} />;
}
