import { Button, Section } from "@react-email/components";
import { styles } from "./theme";

/** The email's one call to action; the plain-text part writes it as "Label: URL". */
export function ActionButton({ label, url }: { label: string; url: string }) {
  return (
    <Section style={styles.buttonRow}>
      <Button href={url} className="email-button" style={styles.button}>
        {label}
      </Button>
    </Section>
  );
}
