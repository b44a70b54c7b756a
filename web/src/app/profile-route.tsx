import { NotificationsCard } from "@/features/notifications/components/notifications-card";
import { ContextQuestionnaireModal } from "@/features/onboarding/components/context-questionnaire-modal";
import { ProfilePage } from "@/features/profile/components/profile-page";
import { notify } from "@/components/notify";

/** The profile edits the work context with the onboarding questionnaire, and holds the notifications card. */
export default function ProfileRoute() {
  return (
    <ProfilePage
      notifications={<NotificationsCard />}
      renderContextEditor={({ open, onClose, initial }) => (
        <ContextQuestionnaireModal
          open={open}
          onClose={onClose}
          initial={initial}
          onCompleted={() => {
            notify.success("Profile Updated", "Your work context was saved.");
            onClose();
          }}
        />
      )}
    />
  );
}
