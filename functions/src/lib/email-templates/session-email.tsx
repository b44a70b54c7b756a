import { Link, Text } from "@react-email/components";
import { AccountFooter } from "./account-footer";
import { ActionButton } from "./action-button";
import { ContentText } from "./content-text";
import { EmailLayout } from "./email-layout";
import { styles } from "./theme";
import type { SessionDetails, SessionEmailKind } from "./types";

/** What happened, in the reader's own time zone. */
const LEAD: Record<SessionEmailKind, (session: SessionDetails) => string> = {
  session_invitation: (session) =>
    `Your one-to-one coaching session with ${session.withName} is booked for ${session.when}.`,
  session_moved: (session) =>
    `Your coaching session with ${session.withName} has moved to ${session.when}${session.previously ? `. It was ${session.previously}` : ""}.`,
  session_cancelled: (session) => `Your coaching session with ${session.withName} on ${session.when} is cancelled.`,
  session_reminder: (session) =>
    `Your coaching session with ${session.withName} starts in about an hour: ${session.when}.`,
};

/** What the attached calendar file does; the reminder carries none. */
const CALENDAR: Partial<Record<SessionEmailKind, string>> = {
  session_invitation: "The calendar file attached adds the session to your calendar.",
  session_moved: "The calendar file attached moves the session in your calendar.",
  session_cancelled: "The calendar file attached removes the session from your calendar.",
};

interface SessionEmailProps {
  appUrl: string;
  kind: SessionEmailKind;
  subject: string;
  name: string;
  link: string;
  session: SessionDetails;
}

/** A coaching session booked, moved, cancelled or about to start: an account email, so it always goes. */
export function SessionEmail({ appUrl, kind, subject, name, link, session }: SessionEmailProps) {
  const lead = LEAD[kind](session);
  const calendar = CALENDAR[kind];
  const topicLabel = session.role === "learner" ? "You asked for help with:" : `${session.withName} wants help with:`;
  return (
    <EmailLayout
      appUrl={appUrl}
      subject={subject}
      preview={lead}
      heading={subject}
      footer={<AccountFooter about="a coaching session of yours" />}
    >
      <Text className="email-text" style={styles.text}>
        Hi {name},
      </Text>
      <Text className="email-text" style={styles.text}>
        {lead}
      </Text>
      {session.reason && (
        <>
          <Text className="email-text" style={styles.text}>
            {session.changedBy ? `${session.changedBy} gave this reason:` : "The reason given:"}
          </Text>
          <ContentText text={session.reason} quoted />
        </>
      )}
      {session.topic && (
        <>
          <Text className="email-text" style={styles.text}>
            {topicLabel}
          </Text>
          <ContentText text={session.topic} quoted />
        </>
      )}
      {session.meetingLink && kind !== "session_cancelled" && (
        <Text className="email-text" style={styles.text}>
          <Link href={session.meetingLink} className="email-link" style={styles.link}>
            Join the call
          </Link>
        </Text>
      )}
      {calendar && (
        <Text className="email-text" style={styles.text}>
          {calendar}
        </Text>
      )}
      <ActionButton label={session.role === "learner" ? "Open your sessions" : "Open the session"} url={link} />
    </EmailLayout>
  );
}
