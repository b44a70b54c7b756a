import { LoadingLine } from "@/components/loading-screen";
import { SectionCard } from "@/components/section-card";
import { useNotificationSettings } from "../api/get-notification-settings";
import { AddressStatus } from "./address-status";
import { NotificationsForm } from "./notifications-form";

/** The profile's "Notifications": where email goes, and which emails a learner gets, how often. */
export function NotificationsCard() {
  const settings = useNotificationSettings();
  return (
    <SectionCard title="Notifications">
      {settings.isPending ? (
        <LoadingLine text="Loading your notification settings..." />
      ) : settings.isError ? (
        <div className="flex flex-col items-start gap-2">
          <p>Unable to load your notification settings.</p>
          <button
            type="button"
            className="btn btn-outline btn-sm"
            onClick={() => void settings.refetch()}
            disabled={settings.isFetching}
          >
            Try again
          </button>
        </div>
      ) : (
        <>
          <AddressStatus email={settings.data.email} address={settings.data.address} />
          <NotificationsForm settings={settings.data} />
        </>
      )}
    </SectionCard>
  );
}
