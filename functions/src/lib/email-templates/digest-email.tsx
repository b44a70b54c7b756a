import { Hr, Text } from "@react-email/components";
import { Fragment } from "react";
import type { DigestRhythm } from "../../contract/email";
import { DigestEntry } from "./digest-entry";
import { EmailLayout } from "./email-layout";
import { updates } from "./subjects";
import { SubscriptionFooter } from "./subscription-footer";
import { styles } from "./theme";
import type { DigestEntry as Entry, EmailFooter } from "./types";

interface DigestEmailProps {
  appUrl: string;
  subject: string;
  name: string;
  rhythm: DigestRhythm;
  items: Entry[];
  footer: EmailFooter;
  timeZone: string;
}

const SINCE: Record<DigestRhythm, string> = { daily: "since yesterday", weekly: "this week" };

/** The messages a day or a week gathered, in the order given, each with its own link. */
export function DigestEmail({ appUrl, subject, name, rhythm, items, footer, timeZone }: DigestEmailProps) {
  return (
    <EmailLayout
      appUrl={appUrl}
      subject={subject}
      preview={items.map((item) => item.title).join(", ")}
      heading={`Your ${rhythm} digest`}
      footer={<SubscriptionFooter footer={footer} />}
    >
      <Text className="email-text" style={styles.text}>
        Hi {name}, here {items.length === 1 ? "is" : "are"} {updates(items.length)} from SoloSensei {SINCE[rhythm]}.
      </Text>
      {items.map((entry, index) => (
        <Fragment key={index}>
          {index > 0 && <Hr className="email-rule" style={styles.rule} />}
          <DigestEntry entry={entry} timeZone={timeZone} />
        </Fragment>
      ))}
    </EmailLayout>
  );
}
