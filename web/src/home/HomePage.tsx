import { PageLoading } from "../lib/PageLoading.tsx";
import { Redirect } from "../lib/Redirect.tsx";
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
        <Redirect to="/reports" />
        <PageLoading label="Loading reports" />
      </>
    );
  return <StaffHome selected={selected} />;
}
