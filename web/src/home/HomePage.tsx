import { Navigate } from "react-router";
import { PageLoading } from "../lib/PageLoading.tsx";
import { useSelectedClient } from "../lib/selected-client.ts";
import { HomeSkeleton } from "./HomeSkeleton.tsx";
import { StaffHome } from "./StaffHome.tsx";

/** Home: staff manage a client here; everyone else goes to their reports (spec section 6). */
export default function HomePage() {
  const selected = useSelectedClient();
  if (selected.loading) return <HomeSkeleton />;
  if (!selected.canViewAllClients)
    return (
      <>
        <Navigate to="/reports" replace />
        <PageLoading label="Loading reports" />
      </>
    );
  return <StaffHome selected={selected} />;
}
