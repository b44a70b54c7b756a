import { Text } from "@react-email/components";
import { ActionButton } from "./action-button";
import { ContentText } from "./content-text";
import { EmailLayout } from "./email-layout";
import { SubscriptionFooter } from "./subscription-footer";
import { styles } from "./theme";
import type { EmailFooter, ItemEmailKind, LinkedItem } from "./types";

const COACH_REPLY =
  "Your coach reads your answers in SoloSensei: reply from the step, where your note and your work stay together.";

/** Where the reader answers, so an answer lands beside the work it is about. */
const WHERE_TO_ANSWER: Partial<Record<ItemEmailKind, string>> = {
  coach_note: COACH_REPLY,
  coach_pass: COACH_REPLY,
  coach_revision: COACH_REPLY,
  dispute: "Answer in the review queue, where the learner's answer, your verdict and their reason are side by side.",
};

/** The other kinds' heading is their in-app title, or says the same; a dispute's title names who and which step. */
const SHOWS_TITLE: ReadonlySet<ItemEmailKind> = new Set(["dispute"]);

/** A person's words: a coach's note or verdict, a learner's reason. */
const QUOTED: ReadonlySet<ItemEmailKind> = new Set(["coach_note", "coach_pass", "coach_revision", "dispute"]);

interface ItemEmailProps {
  appUrl: string;
  kind: ItemEmailKind;
  subject: string;
  name: string;
  item: LinkedItem;
  footer: EmailFooter;
}

/** One in-app message as an email: its words and its button, which opens the screen it is about. */
export function ItemEmail({ appUrl, kind, subject, name, item, footer }: ItemEmailProps) {
  const answer = WHERE_TO_ANSWER[kind];
  return (
    <EmailLayout
      appUrl={appUrl}
      subject={subject}
      preview={item.content}
      heading={subject}
      footer={<SubscriptionFooter footer={footer} />}
    >
      <Text className="email-text" style={styles.text}>
        Hi {name},
      </Text>
      {SHOWS_TITLE.has(kind) && (
        <Text className="email-text" style={styles.subheading}>
          {item.title}
        </Text>
      )}
      <ContentText text={item.content} quoted={QUOTED.has(kind)} />
      {answer && (
        <Text className="email-text" style={styles.text}>
          {answer}
        </Text>
      )}
      {item.actionLabel && item.actionUrl && <ActionButton label={item.actionLabel} url={item.actionUrl} />}
    </EmailLayout>
  );
}
