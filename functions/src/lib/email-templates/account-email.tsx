import { Text } from "@react-email/components";
import { AccountFooter } from "./account-footer";
import { ActionButton } from "./action-button";
import { EmailLayout } from "./email-layout";
import { styles } from "./theme";
import { COHORT_LIMITS } from "../../contract/cohorts/common";

const COPY = {
  verify_email: {
    lead: "Confirm that this is your address so your coach's notes and reminders can reach you by email. The link works for 1 hour.",
    action: "Verify my email address",
  },
  password_reset: {
    lead: "Use this link to choose a new SoloSensei password. It works once and expires in 1 hour:",
    action: "Reset my password",
  },
  cohort_invitation: {
    lead: `You are invited to a SoloSensei cohort: a programme that runs week by week, with a coach. Create your account with this link to join it. It works once and expires in ${COHORT_LIMITS.invitationDays} days.`,
    action: "Join the cohort",
  },
} as const;

interface AccountEmailProps {
  appUrl: string;
  kind: keyof typeof COPY;
  subject: string;
  name: string;
  link: string;
}

/** An email about the account itself: one link, and no unsubscribe (it always goes). */
export function AccountEmail({ appUrl, kind, subject, name, link }: AccountEmailProps) {
  const copy = COPY[kind];
  return (
    <EmailLayout appUrl={appUrl} subject={subject} preview={copy.lead} heading={subject} footer={<AccountFooter />}>
      <Text className="email-text" style={styles.text}>
        Hi {name},
      </Text>
      <Text className="email-text" style={styles.text}>
        {copy.lead}
      </Text>
      <ActionButton label={copy.action} url={link} />
      <Text className="email-text" style={styles.text}>
        If you did not ask for this, you can ignore this email.
      </Text>
    </EmailLayout>
  );
}
