import { Hr, Text } from "@react-email/components";
import { styles } from "./theme";

/** Account emails go whatever the notification settings say, so they offer no unsubscribe link. */
export function AccountFooter({ about = "your SoloSensei account" }: { about?: string }) {
  return (
    <>
      <Hr className="email-rule" style={styles.rule} />
      <Text className="email-muted" style={{ ...styles.muted, margin: 0 }}>
        You get this email because it is about {about}.
      </Text>
    </>
  );
}
