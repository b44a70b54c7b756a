import { Hr, Link, Text } from "@react-email/components";
import type { EmailFooter } from "./types";
import { styles } from "./theme";

/** Why a non-account email came, and the two ways to get fewer: this kind off, or the settings. */
export function SubscriptionFooter({ footer }: { footer: EmailFooter }) {
  return (
    <>
      <Hr className="email-rule" style={styles.rule} />
      <Text className="email-muted" style={styles.muted}>
        You get these emails because "{footer.topicLabel}" is on in your notification settings.
      </Text>
      <Text className="email-muted" style={styles.linkLine}>
        <Link href={footer.unsubscribeUrl} className="email-link" style={styles.link}>
          Unsubscribe from these emails
        </Link>
      </Text>
      <Text className="email-muted" style={{ ...styles.linkLine, margin: 0 }}>
        <Link href={footer.settingsUrl} className="email-link" style={styles.link}>
          Choose which emails you get
        </Link>
      </Text>
    </>
  );
}
