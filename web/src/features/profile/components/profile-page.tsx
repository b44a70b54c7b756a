import type { WorkContext } from "@contract/profile";
import { useState, type ReactNode } from "react";
import { useNavigate } from "react-router-dom";
import { LoadingScreen } from "@/components/loading-screen";
import { Page } from "@/components/page";
import { SectionCard } from "@/components/section-card";
import { useLive } from "@/lib/live-query";
import { notify } from "@/components/notify";
import { useSessionUser } from "@/lib/session-user";
import { routePaths } from "@/lib/route-paths";
import { useDownloadMyData } from "../api/export-data";
import { useLogout } from "../api/logout";
import { AccountSecurity } from "./account-security";
import { DangerZone } from "./danger-zone";
import { PreferencesCard } from "./preferences-card";
import { ProfileHeader } from "./profile-header";
import { WorkContextCard } from "./work-context-card";

export interface ProfilePageProps {
  /** The work-context questionnaire (composed in app/), prefilled with the current answers. */
  renderContextEditor: (props: { open: boolean; onClose: () => void; initial: WorkContext }) => ReactNode;
  /** The notifications card (composed in app/), beside the account's own cards. */
  notifications?: ReactNode;
}

function AccountActions() {
  const logout = useLogout();
  const download = useDownloadMyData();
  const navigate = useNavigate();
  const signOut = () =>
    logout.mutate(undefined, {
      onSuccess: () => navigate(routePaths.home, { replace: true }),
      onError: () => notify.error("Logout Failed", "Unable to log out. Please try again."),
    });
  const downloadData = () =>
    download.mutate(undefined, {
      onError: () => notify.error("Download Failed", "Unable to download your data. Please try again."),
    });
  return (
    <SectionCard title="Account Actions">
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn btn-outline" onClick={downloadData} disabled={download.isPending}>
          {download.isPending ? "Preparing..." : "Download my data"}
        </button>
        <button type="button" className="btn btn-outline" onClick={signOut} disabled={logout.isPending}>
          Sign Out
        </button>
      </div>
    </SectionCard>
  );
}

/** "Profile", with the working account features. */
export function ProfilePage({ renderContextEditor, notifications }: ProfilePageProps) {
  const user = useSessionUser();
  const { status, data: profile } = useLive("profile");
  const [editingContext, setEditingContext] = useState(false);
  if (status === "loading") return <LoadingScreen text="Loading your profile..." />;
  return (
    <Page title="Profile">
      {/* Desktops: the header across, the learner's context and preferences beside the account (docs/decisions/021-responsive-layout.md). */}
      {/* One column of minmax(0, 1fr) on phones: a long email truncates rather than widen the page. */}
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2 lg:items-start">
        <div className="lg:col-span-2">
          <ProfileHeader user={user} level={profile?.currentLevel ?? "Beginner"} />
        </div>
        <div className="flex flex-col gap-4">
          {profile && (
            <>
              <WorkContextCard metadata={profile.metadata} onEdit={() => setEditingContext(true)} />
              <PreferencesCard profile={profile} />
              {renderContextEditor({
                open: editingContext,
                onClose: () => setEditingContext(false),
                initial: profile.metadata,
              })}
            </>
          )}
        </div>
        <div className="flex flex-col gap-4">
          <AccountSecurity />
          {notifications}
          <AccountActions />
          <DangerZone />
        </div>
      </div>
    </Page>
  );
}
